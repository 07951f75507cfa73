module {
  stream.executable private @dispatch_ex {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding) {
        return
      }
    }
  }
  util.func public @multiCloneImmutableSource(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %2 = stream.async.dispatch @dispatch_ex::@dispatch(%1[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    %3 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %4 = stream.async.dispatch @dispatch_ex::@dispatch(%3[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    %5 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %6 = stream.async.dispatch @dispatch_ex::@dispatch(%5[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %2, %4, %6 : !stream.resource<*>, !stream.resource<*>, !stream.resource<*>
  }
}

