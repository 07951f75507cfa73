module {
  util.func private @FoldAsyncParameterReadTargetAlignmentOffsets(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: !util.buffer, %arg9: !util.buffer) -> !stream.resource<transient> {
    %0 = stream.resource.subview %arg0[%arg3] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg4}
    %result, %result_timepoint = stream.async.parameter.read %arg8::%arg9[%arg2] -> %0[%arg5 to %arg6 for %arg7] : !stream.resource<transient>{%arg4} => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

