module {
  util.func private @scf_nested_for_inplace_callee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = scf.for %arg2 = %c0 to %c5 step %c1 iter_args(%arg3 = %arg0) -> (!stream.resource<*>) {
      %1 = scf.for %arg4 = %c0 to %c5 step %c1 iter_args(%arg5 = %arg3) -> (!stream.resource<*>) {
        %2 = stream.async.clone %arg5 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
        %3 = stream.async.fill %c123_i32, %2[%c0 to %c100 for %c100] : i32 -> %2 as !stream.resource<*>{%arg1}
        scf.yield %3 : !stream.resource<*>
      }
      scf.yield %1 : !stream.resource<*>
    }
    util.return %0 : !stream.resource<*>
  }
  util.func public @scf_nested_for_inplace_caller(%arg0: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @scf_nested_for_inplace_callee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

