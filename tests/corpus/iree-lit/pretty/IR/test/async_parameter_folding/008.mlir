module {
  util.func private @FoldAsyncParameterLoadResultSubviewMultipleAwaits(%arg0: !util.buffer, %arg1: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>) {
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %c50 = arith.constant 50 : index
    %c10 = arith.constant 10 : index
    %result, %result_timepoint = stream.async.parameter.load %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%c100}
    %1 = stream.resource.subview %0[%c10] : !stream.resource<constant>{%c100} -> !stream.resource<constant>{%c50}
    util.return %0, %1 : !stream.resource<constant>, !stream.resource<constant>
  }
}

