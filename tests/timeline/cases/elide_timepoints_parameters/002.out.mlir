module {
  util.func public @parameterWriteAwaitFoldsIntoConsumer(%arg0: !stream.resource<external>, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<external> {
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.write %arg0[%c0 to %c1024 for %c1024] -> %arg1::%arg2[%c0_i64] : !stream.resource<external>{%c1024} => !stream.timepoint
    %results, %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with(%result) : (!stream.resource<external>{%c1024}) -> !stream.resource<external>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_0 => %results : !stream.resource<external>{%c1024}
    util.return %0 : !stream.resource<external>
  }
}

