module {
  stream.executable private @ex3 {
    stream.executable.export public @dispatch_new_output workgroups(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return %c1, %c1, %c1 : index, index, index
    }
  }
  util.func private @splat_then_new_output_dispatch_callee(%arg0: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = stream.async.clone %0 : !stream.resource<*>{%arg0} -> !stream.resource<*>{%arg0}
    %2 = stream.async.dispatch @ex3::@dispatch_new_output[%c1, %c1, %c1](%1[%c0 to %arg0 for %arg0]) : (!stream.resource<*>{%arg0}) -> !stream.resource<*>{%arg0}
    util.return %2 : !stream.resource<*>
  }
  util.func public @splat_then_new_output_dispatch_caller(%arg0: index) -> !stream.resource<*> {
    %0 = util.call @splat_then_new_output_dispatch_callee(%arg0) : (index) -> !stream.resource<*>
    util.return %0 : !stream.resource<*>
  }
}

