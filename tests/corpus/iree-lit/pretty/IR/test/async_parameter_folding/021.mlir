module {
  util.func private @FoldAsyncParameterReadTargetNestedSubviews(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: !util.buffer, %arg11: !util.buffer) -> !stream.resource<transient> {
    %0 = stream.resource.subview %arg0[%arg3] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg4}
    %1 = stream.resource.subview %0[%arg5] : !stream.resource<transient>{%arg4} -> !stream.resource<transient>{%arg6}
    %result, %result_timepoint = stream.async.parameter.read %arg10::%arg11[%arg2] -> %1[%arg7 to %arg8 for %arg9] : !stream.resource<transient>{%arg6} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg4}
    util.return %2 : !stream.resource<transient>
  }
}

