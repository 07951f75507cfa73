module {
  util.func private @asyncParameterLoadNoScope(%arg0: index, %arg1: !util.buffer) -> !stream.resource<constant> {
    %c96_i64 = arith.constant 96 : i64
    %result, %result_timepoint = stream.async.parameter.load %arg1[%c96_i64] : !stream.resource<constant>{%arg0} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg0}
    util.return %0 : !stream.resource<constant>
  }
}

