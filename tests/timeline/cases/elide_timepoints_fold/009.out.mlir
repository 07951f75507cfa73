module {
  util.func private @awaitFoldAcrossCallBoundary_callee(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    util.return %results : !stream.resource<external>
  }
  util.func public @awaitFoldAcrossCallBoundary(%arg0: !stream.resource<external>) -> !stream.resource<external> {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %results : !stream.resource<external>{%c8}
    %1 = util.call @awaitFoldAcrossCallBoundary_callee(%0) : (!stream.resource<external>) -> !stream.resource<external>
    util.return %1 : !stream.resource<external>
  }
}

