module {
  stream.executable private @dispatch_ex {
    stream.executable.export public @dispatch 
    builtin.module {
      func.func @dispatch(%arg0: !stream.binding, %arg1: !stream.binding) {
        return
      }
    }
  }
  util.func public @crossLifetimeClonePreserved_multipleReadOnly(%arg0: !stream.resource<external>, %arg1: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c0 = arith.constant 0 : index
    %0 = stream.async.clone %arg0 : !stream.resource<external>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.dispatch @dispatch_ex::@dispatch(%0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    %2 = stream.async.clone %arg0 : !stream.resource<external>{%arg1} -> !stream.resource<*>{%arg1}
    %3 = stream.async.dispatch @dispatch_ex::@dispatch(%2[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    util.return %1, %3 : !stream.resource<*>, !stream.resource<*>
  }
}

