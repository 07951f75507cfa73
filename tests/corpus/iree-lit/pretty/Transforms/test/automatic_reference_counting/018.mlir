module {
  util.func private @ignoreNonAllocaProducers(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer) {
    %c0_i64 = arith.constant 0 : i64
    %results, %result_timepoint = stream.cmd.parameter.load {
      %arg1::%arg2[%c0_i64] : !stream.resource<constant>{%arg0}
    } => !stream.timepoint
    util.return
  }
}

