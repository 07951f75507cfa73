module {
  util.func private @FoldAsyncParameterLoadResultSubview(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer) -> !stream.resource<constant> {
    %c50_i64 = arith.constant 50 : i64
    %c500 = arith.constant 500 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %result, %result_timepoint = stream.async.parameter.load %arg1::%arg2[%c50_i64] : !stream.resource<constant>{%c500} => !stream.timepoint
    %0 = arith.addi %arg0, %c100 : index
    %1 = stream.resource.subview %result[%0] : !stream.resource<constant>{%c500} -> !stream.resource<constant>{%c200}
    %2 = stream.timepoint.await %result_timepoint => %1 : !stream.resource<constant>{%c200}
    util.return %2 : !stream.resource<constant>
  }
}

