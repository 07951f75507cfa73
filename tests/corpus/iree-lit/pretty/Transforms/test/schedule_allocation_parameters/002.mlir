module {
  util.func public @parameterLoadNoScope(%arg0: !util.buffer) -> !stream.resource<constant> {
    %c0_i64 = arith.constant 0 : i64
    %c512 = arith.constant 512 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0[%c0_i64] : !stream.resource<constant>{%c512} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c512}
    util.return %0 : !stream.resource<constant>
  }
}

