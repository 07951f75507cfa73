module {
  util.func private @asyncParameterLoadWithAffinity(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<constant> {
    %c100000000_i64 = arith.constant 100000000 : i64
    %result, %result_timepoint = stream.async.parameter.load on(#hal.device.affinity<@device>) %arg1::%arg2[%c100000000_i64] : !stream.resource<constant>{%arg0} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg0}
    util.return %0 : !stream.resource<constant>
  }
}

