module {
  util.func private @asyncParameterLoadWithAwait(%arg0: !stream.timepoint, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<constant> {
    %c200000000_i64 = arith.constant 200000000 : i64
    %result, %result_timepoint = stream.async.parameter.load await(%arg0) %arg2::%arg3[%c200000000_i64] : !stream.resource<constant>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<constant>{%arg1}
    util.return %0 : !stream.resource<constant>
  }
}

