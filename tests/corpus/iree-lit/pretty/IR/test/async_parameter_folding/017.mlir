module {
  util.func private @ElideImmediateAsyncParameterGatherWait(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer) -> (!stream.resource<transient>, !stream.timepoint) {
    %c0_i64 = arith.constant 0 : i64
    %c10_i64 = arith.constant 10 : i64
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %result, %result_timepoint = stream.async.parameter.gather await(%0) {
      %arg2::%arg3[%c0_i64] -> %arg0[%c0 to %c100 for %c100] : !stream.resource<transient>{%arg1},
      %arg2::%arg4[%c10_i64] -> %arg0[%c100 to %c200 for %c100] : !stream.resource<transient>{%arg1}
    } : !stream.resource<transient> => !stream.timepoint
    util.return %result, %result_timepoint : !stream.resource<transient>, !stream.timepoint
  }
}

