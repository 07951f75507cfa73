module {
  util.func public @awaitFoldCFLoopBlockArgument(%arg0: i1) -> !stream.resource<external> {
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %results, %result_timepoint = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c4}
    cf.cond_br %arg0, ^bb1(%0 : !stream.resource<external>), ^bb2(%0 : !stream.resource<external>)
  ^bb1(%1: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    %result, %result_timepoint_0 = stream.resource.alloca uninitialized : !stream.resource<external>{%c4} => !stream.timepoint
    %results_1, %result_timepoint_2 = stream.test.timeline_op await(%result_timepoint_0, %result_timepoint) => with(%1, %result) : (!stream.resource<external>{%c4}, !stream.resource<external>{%c4}) -> !stream.resource<external>{%c4} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint_2 => %results_1 : !stream.resource<external>{%c4}
    cf.cond_br %arg0, ^bb1(%2 : !stream.resource<external>), ^bb2(%2 : !stream.resource<external>)
  ^bb2(%3: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    util.return %3 : !stream.resource<external>
  }
}

