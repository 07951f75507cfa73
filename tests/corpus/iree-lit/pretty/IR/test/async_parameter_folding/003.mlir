module {
  util.func private @FoldAsyncParameterWriteSourceSubview(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<transient> {
    %c50_i64 = arith.constant 50 : i64
    %c100 = arith.constant 100 : index
    %c300 = arith.constant 300 : index
    %c200 = arith.constant 200 : index
    %c300_0 = arith.constant 300 : index
    %0 = stream.resource.subview %arg0[%arg2] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c300_0}
    %result, %result_timepoint = stream.async.parameter.write %0[%c100 to %c300 for %c200] -> %arg4::%arg5[%c50_i64] : !stream.resource<transient>{%c300_0} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

