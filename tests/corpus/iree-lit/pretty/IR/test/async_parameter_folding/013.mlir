module {
  util.func private @FoldAsyncParameterLoadResultSliceDynamicBoth(%arg0: index, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<constant> {
    %c250_i64 = arith.constant 250 : i64
    %c1000 = arith.constant 1000 : index
    %0 = arith.subi %arg1, %arg0 : index
    %result, %result_timepoint = stream.async.parameter.load %arg2::%arg3[%c250_i64] : !stream.resource<constant>{%c1000} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c1000}
    %2 = stream.async.slice %1[%arg0 to %arg1] : !stream.resource<constant>{%c1000} -> !stream.resource<constant>{%0}
    %3 = stream.timepoint.await %result_timepoint => %2 : !stream.resource<constant>{%0}
    util.return %3 : !stream.resource<constant>
  }
}

