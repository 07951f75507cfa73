module {
  util.func private @ElideUnusedParameterLoad(%arg0: !util.buffer, %arg1: !util.buffer) {
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    util.return
  }
}

