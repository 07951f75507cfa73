module {
  stream.executable private @ex1 {
    stream.executable.export public @dispatch_same_input_twice workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @dispatch_same_value_twice_callee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.dispatch @ex1::@dispatch_same_input_twice[%c1, %c1, %c1](%0[%c0 to %arg1 for %arg1], %0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}, !stream.resource<*>{%arg1}) -> !stream.resource<*>{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @dispatch_same_value_twice_caller(%arg0: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @dispatch_same_value_twice_callee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

