module {
  util.func private @asyncParameterLoadLegalExplicitAwait(%arg0: !util.buffer, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<constant> {
    %c0_i64 = arith.constant 0 : i64
    %c100_i64 = arith.constant 100 : i64
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %c50 = arith.constant 50 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.async.parameter.read await(%result_timepoint) %arg0::%arg2[%c100_i64] -> %result[%c0 to %c50 for %c50] : !stream.resource<constant>{%c100} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<constant>{%c100}
    util.return %0 : !stream.resource<constant>
  }
}

