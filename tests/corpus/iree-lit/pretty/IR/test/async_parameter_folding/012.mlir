module {
  util.func private @FoldAsyncParameterLoadResultLargeI64Offsets(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<constant> {
    %result, %result_timepoint = stream.async.parameter.load %arg4::%arg5[%arg0] : !stream.resource<constant>{%arg1} => !stream.timepoint
    %0 = stream.resource.subview %result[%arg2] : !stream.resource<constant>{%arg1} -> !stream.resource<constant>{%arg3}
    %1 = stream.timepoint.await %result_timepoint => %0 : !stream.resource<constant>{%arg3}
    util.return %1 : !stream.resource<constant>
  }
}

