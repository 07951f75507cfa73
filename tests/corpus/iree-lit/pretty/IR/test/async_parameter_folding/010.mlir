module {
  util.func private @FoldAsyncParameterLoadResultSliceMultipleSlices(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: !util.buffer, %arg9: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>) {
    %result, %result_timepoint = stream.async.parameter.load %arg8::%arg9[%arg0] : !stream.resource<constant>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg1}
    %1 = stream.async.slice %0[%arg4 to %arg5] : !stream.resource<constant>{%arg1} -> !stream.resource<constant>{%arg2}
    %2 = stream.async.slice %0[%arg6 to %arg7] : !stream.resource<constant>{%arg1} -> !stream.resource<constant>{%arg3}
    util.return %1, %2 : !stream.resource<constant>, !stream.resource<constant>
  }
}

