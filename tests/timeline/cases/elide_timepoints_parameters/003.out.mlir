module {
  util.func public @twoParameterLoadsAwaitFoldIntoConsumer(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<external> {
    %c0_i64 = arith.constant 0 : i64
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c512} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.async.parameter.load %arg0::%arg2[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
    %results, %result_timepoint_2 = stream.test.timeline_op await(%result_timepoint, %result_timepoint_1) => with(%result, %result_0) : (!stream.resource<constant>{%c512}, !stream.resource<constant>{%c1024}) -> !stream.resource<external>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_2 => %results : !stream.resource<external>{%c1024}
    util.return %0 : !stream.resource<external>
  }
}

