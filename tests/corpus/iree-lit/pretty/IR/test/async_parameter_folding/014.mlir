module {
  util.func private @ElideImmediateAsyncParameterLoadWait(%arg0: !util.buffer, %arg1: !util.buffer) -> (!stream.resource<constant>, !stream.timepoint) {
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %result, %result_timepoint = stream.async.parameter.load await(%0) %arg0::%arg1[%c0_i64] : !stream.resource<constant>{%c100} => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<constant>, !stream.timepoint
  }
}

