module {
  util.func public @parameterLoad(%arg0: !util.buffer, %arg1: !util.buffer) -> !stream.resource<constant> {
    %c0_i64 = arith.constant 0 : i64
    %c1024 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c1024} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c1024}
    util.return %0 : !stream.resource<constant>
  }
}

