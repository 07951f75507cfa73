module {
  stream.executable private @ex0 {
    stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @aliasing_user_provided_output_callee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %1 = stream.async.dispatch @ex0::@dispatch[%c1, %c1, %c1](%0[%c0 to %arg1 for %arg1], %0[%c0 to %arg1 for %arg1]) : (!stream.resource<*>{%arg1}, !stream.resource<*>{%arg1}) -> %0{%arg1}
    util.return %1 : !stream.resource<*>
  }
  util.func public @aliasing_user_provided_output_caller(%arg0: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @aliasing_user_provided_output_callee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

