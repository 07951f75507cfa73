module {
  util.func private @scf_while_inplace_both_regions_callee(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %c50 = arith.constant 50 : index
    %c100 = arith.constant 100 : index
    %c123_i32 = arith.constant 123 : i32
    %c456_i32 = arith.constant 456 : i32
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c1_i32) : (!stream.resource<*>, i32) -> (!stream.resource<*>, i32) {
      %1 = arith.cmpi slt, %arg3, %c10_i32 : i32
      %2 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %3 = stream.async.fill %c123_i32, %2[%c0 to %c50 for %c50] : i32 -> %2 as !stream.resource<*>{%arg1}
      scf.condition(%1) %3, %arg3 : !stream.resource<*>, i32
    } do {
    ^bb0(%arg2: !stream.resource<*>, %arg3: i32):
      %1 = arith.addi %arg3, %c1_i32 : i32
      %2 = stream.async.clone %arg2 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
      %3 = stream.async.fill %c456_i32, %2[%c50 to %c100 for %c50] : i32 -> %2 as !stream.resource<*>{%arg1}
      scf.yield %3, %1 : !stream.resource<*>, i32
    }
    util.return %0#0 : !stream.resource<*>
  }
  util.func public @scf_while_inplace_both_regions_caller(%arg0: index) -> !stream.resource<*> {
    %c123_i32 = arith.constant 123 : i32
    %0 = stream.async.splat %c123_i32 : i32 -> !stream.resource<*>{%arg0}
    %1 = util.call @scf_while_inplace_both_regions_callee(%0, %arg0) : (!stream.resource<*>, index) -> !stream.resource<*>
    util.return %1 : !stream.resource<*>
  }
}

