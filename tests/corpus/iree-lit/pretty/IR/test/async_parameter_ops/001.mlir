module {
  util.func private @asyncParameterLoad(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<constant> {
    %c128_i64 = arith.constant 128 : i64
    %result, %result_timepoint = stream.async.parameter.load %arg1::%arg2[%c128_i64] : !stream.resource<constant>{%arg0} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg0}
    util.return %0 : !stream.resource<constant>
  }
}

