module {
  util.func private @asyncParameterReadWithAffinity(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c2048_i64 = arith.constant 2048 : i64
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c1024_0 = arith.constant 1024 : index
    %result, %result_timepoint = stream.async.parameter.read on(#hal.device.affinity<@device>) %arg2::%arg3[%c2048_i64] -> %arg0[%c0 to %c1024 for %c1024_0] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

