module {
  util.func private @ElideImmediateAsyncParameterLoadThenSubviewFold(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<constant> {
    %0 = stream.timepoint.immediate => !stream.timepoint
    %result, %result_timepoint = stream.async.parameter.load await(%0) %arg4::%arg5[%arg0] : !stream.resource<constant>{%arg1} => !stream.timepoint
    %1 = stream.resource.subview %result[%arg2] : !stream.resource<constant>{%arg1} -> !stream.resource<constant>{%arg3}
    %2 = stream.timepoint.await %result_timepoint => %1 : !stream.resource<constant>{%arg3}
    util.return %2 : !stream.resource<constant>
  }
}

