module {
  util.func private @FoldAsyncParameterLoadResultSlice(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<constant> {
    %c60_i64 = arith.constant 60 : i64
    %c600 = arith.constant 600 : index
    %c110 = arith.constant 110 : index
    %c310 = arith.constant 310 : index
    %c210 = arith.constant 210 : index
    %result, %result_timepoint = stream.async.parameter.load %arg1::%arg2[%c60_i64] : !stream.resource<constant>{%c600} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c600}
    %1 = arith.addi %arg0, %c110 : index
    %2 = arith.addi %1, %c210 : index
    %3 = stream.async.slice %0[%1 to %2] : !stream.resource<constant>{%c600} -> !stream.resource<constant>{%c210}
    %4 = stream.timepoint.await %result_timepoint => %3 : !stream.resource<constant>{%c210}
    util.return %4 : !stream.resource<constant>
  }
}

