module {
  util.func private @scf_if_both_branches_inplace_callee(%arg0: i1, %arg1: !stream.resource<*>, %arg2: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0 = scf.if %arg0 -> (!stream.resource<*>) {
      %1 = stream.async.clone %arg1 : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg2}
      %2 = stream.async.fill %c123_i32, %1[%c0 to %c100 for %c100] : i32 -> %1 as !stream.resource<*>{%arg2}
      scf.yield %2 : !stream.resource<*>
    } else {
      %1 = stream.async.clone %arg1 : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg2}
      %2 = stream.async.fill %c456_i32, %1[%c0 to %c100 for %c100] : i32 -> %1 as !stream.resource<*>{%arg2}
      scf.yield %2 : !stream.resource<*>
    }
    util.return %0 : !stream.resource<*>
  }
  util.func public @scf_if_both_branches_inplace_caller(%arg0: i1, %arg1: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg1}
    %1 = util.call @scf_if_both_branches_inplace_callee(%arg0, %0, %arg1) : (i1, !stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

