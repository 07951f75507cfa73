module {
  util.func private @MultipleAsyncParameterFoldsInFunction(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index, %arg6: i64, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: !util.buffer, %arg13: !util.buffer, %arg14: !util.buffer) -> (!stream.resource<constant>, !stream.resource<transient>) {
    %result, %result_timepoint = stream.async.parameter.load %arg12::%arg13[%arg2] : !stream.resource<constant>{%arg3} => !stream.timepoint
    %0 = stream.resource.subview %result[%arg4] : !stream.resource<constant>{%arg3} -> !stream.resource<constant>{%arg5}
    %1 = stream.resource.subview %arg0[%arg7] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%arg8}
    %result_0, %result_timepoint_1 = stream.async.parameter.read %arg12::%arg14[%arg6] -> %1[%arg9 to %arg10 for %arg11] : !stream.resource<transient>{%arg8} => !stream.timepoint
    %2 = stream.timepoint.await %result_timepoint_1 => %result_0 : !stream.resource<transient>{%arg1}
    %3 = stream.timepoint.await %result_timepoint => %0 : !stream.resource<constant>{%arg5}
    util.return %3, %2 : !stream.resource<constant>, !stream.resource<transient>
  }
}

