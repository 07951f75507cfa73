module {
  util.func private @FoldAsyncParameterGatherTargetSubviewMultipleEntries(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: i64, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: !util.buffer, %arg13: !util.buffer, %arg14: !util.buffer) -> !stream.resource<transient> {
    %0 = stream.resource.subview %arg0[%arg4] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg5}
    %result, %result_timepoint = stream.async.parameter.gather {
      %arg12::%arg13[%arg2] -> %0[%arg6 to %arg7 for %arg8] : !stream.resource<transient>{%arg5},
      %arg12::%arg14[%arg3] -> %0[%arg9 to %arg10 for %arg11] : !stream.resource<transient>{%arg5}
    } : !stream.resource<transient> => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

