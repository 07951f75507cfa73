module {
  util.func private @FoldAsyncParameterGatherTargetSubview(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<transient> {
    %c50_i64 = arith.constant 50 : i64
    %c51_i64 = arith.constant 51 : i64
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c300 = arith.constant 300 : index
    %c302 = arith.constant 302 : index
    %c200 = arith.constant 200 : index
    %c201 = arith.constant 201 : index
    %c300_0 = arith.constant 300 : index
    %0 = stream.resource.subview %arg0[%arg2] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c300_0}
    %result, %result_timepoint = stream.async.parameter.gather {
      %arg3::%arg4[%c50_i64] -> %0[%c100 to %c300 for %c200] : !stream.resource<transient>{%c300_0},
      %arg3::%arg5[%c51_i64] -> %0[%c101 to %c302 for %c201] : !stream.resource<transient>{%c300_0}
    } : !stream.resource<transient> => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

