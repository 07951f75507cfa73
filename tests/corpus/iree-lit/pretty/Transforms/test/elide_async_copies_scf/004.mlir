module {
  util.func private @scf_for_chained_inplace_callee(%arg0: !stream.resource<*>, %arg1: index, %arg2: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c50 = arith.constant 50 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (!stream.resource<*>) {
      %1 = stream.async.clone %arg4 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %2 = stream.async.fill %c123_i32, %1[%c0 to %c50 for %c50] : i32 -> %1 as !stream.resource<*>{%arg1}
      %3 = stream.async.clone %2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %4 = stream.async.fill %c456_i32, %3[%c50 to %c100 for %c50] : i32 -> %3 as !stream.resource<*>{%arg1}
      scf.yield %4 : !stream.resource<*>
    }
    util.return %0 : !stream.resource<*>
  }
  util.func public @scf_for_chained_inplace_caller(%arg0: index, %arg1: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @scf_for_chained_inplace_callee(%0, %arg0, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

