module {
  util.func public @parameterLoadAwaitFoldsIntoConsumer(%arg0: !util.buffer, %arg1: !util.buffer) -> !stream.resource<external> {
    %c0_i64 = arith.constant 0 : i64
    %c1024 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
    %results, %result_timepoint_0 = stream.test.timeline_op await(%result_timepoint) => with(%result) : (!stream.resource<constant>{%c1024}) -> !stream.resource<external>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_0 => %results : !stream.resource<external>{%c1024}
    util.return %0 : !stream.resource<external>
  }
}

