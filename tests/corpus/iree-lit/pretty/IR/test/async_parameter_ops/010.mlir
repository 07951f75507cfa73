module {
  util.func private @asyncParameterWriteWithAffinity(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c448 = arith.constant 448 : index
    %c1344 = arith.constant 1344 : index
    %c896 = arith.constant 896 : index
    %c16384_i64 = arith.constant 16384 : i64
    %result, %result_timepoint = stream.async.parameter.write on(#hal.device.affinity<@device>) %arg0[%c448 to %c1344 for %c896] -> %arg2::%arg3[%c16384_i64] : !stream.resource<transient>{%arg1} => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

