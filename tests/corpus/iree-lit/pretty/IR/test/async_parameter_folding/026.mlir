module {
  util.func private @FoldAsyncParameterReadAwaitThenSubviewThenRead(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: i64, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: !util.buffer, %arg10: !util.buffer, %arg11: !util.buffer) -> !stream.resource<transient> {
    %result, %result_timepoint = stream.async.parameter.read %arg9::%arg10[%arg2] -> %arg0[%arg4 to %arg7 for %arg8] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    %1 = stream.resource.subview %0[%arg4] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg5}
    %result_0, %result_timepoint_1 = stream.async.parameter.read %arg9::%arg11[%arg3] -> %1[%arg6 to %arg7 for %arg8] : !stream.resource<transient>{%arg5} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<transient>{%arg1}
    util.return %2 : !stream.resource<transient>
  }
}

