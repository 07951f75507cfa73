module {
  util.func private @AsyncParameterLoadSliceThenAwaitElision(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !util.buffer, %arg6: !util.buffer) -> !stream.resource<constant> {
    %result, %result_timepoint = stream.async.parameter.load %arg5::%arg6[%arg0] : !stream.resource<constant>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg1}
    %1 = stream.async.slice %0[%arg2 to %arg3] : !stream.resource<constant>{%arg1} -> !stream.resource<constant>{%arg4}
    %2 = stream.timepoint.await %result_timepoint => %1 : !stream.resource<constant>{%arg4}
    util.return %2 : !stream.resource<constant>
  }
}

