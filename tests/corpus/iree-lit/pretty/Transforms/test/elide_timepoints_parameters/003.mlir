module {
  util.func public @twoParameterLoadsAwaitFoldIntoConsumer(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<external> {
    %c0_i64 = arith.constant 0 : i64
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c512} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.async.parameter.load %arg0::%arg2[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c512}
    %1 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<constant>{%c1024}
    %results, %result_timepoint_2 = stream.test.timeline_op with(%0, %1) : (!stream.resource<constant>{%c512}, !stream.resource<constant>{%c1024}) -> !stream.resource<external>{%c1024} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint_2 => %results : !stream.resource<external>{%c1024}
    util.return %2 : !stream.resource<external>
  }
}

