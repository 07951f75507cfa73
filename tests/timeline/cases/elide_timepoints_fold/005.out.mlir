module {
  util.func public @awaitNoFoldAcrossRegionBoundary(%arg0: i1, %arg1: !stream.resource<external>) -> !stream.resource<external> {
    %c0_i32 = arith.constant 0 : i32
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %0 = scf.if %arg0 -> (!stream.resource<external>) {
      %results_0, %result_timepoint_1 = stream.test.timeline_op with(%arg1) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
      %1 = stream.timepoint.await %result_timepoint_1 => %results_0 : !stream.resource<external>{%c8}
      scf.yield %1 : !stream.resource<external>
    } else {
      %1 = stream.async.splat %c0_i32 : i32 -> !stream.resource<external>{%c4}
      scf.yield %1 : !stream.resource<external>
    }
    %results, %result_timepoint = stream.test.timeline_op with(%0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    util.return %results : !stream.resource<external>
  }
}

