module {
  util.func public @clonePreservedSourceMutatedViaTiedDispatch(%arg0: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %2 = stream.async.dispatch @dispatch_ex::@dispatch(%0[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> %0{%arg0}
    %3 = stream.async.dispatch @dispatch_ex::@dispatch(%1[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %2, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

