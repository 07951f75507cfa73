module {
  util.func private @asyncParameterScatterWithAffinity(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c1024_0 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    %c1024_1 = arith.constant 1024 : index
    %c1024_2 = arith.constant 1024 : index
    %c32768_i64 = arith.constant 32768 : i64
    %c34816_i64 = arith.constant 34816 : i64
    %result, %result_timepoint = stream.async.parameter.scatter on(#hal.device.affinity<@device>) {
      %arg0[%c0 to %c1024_0 for %c1024_1] : !stream.resource<transient>{%arg1} -> %arg2::%arg3[%c32768_i64],
      %arg0[%c1024 to %c2048 for %c1024_2] : !stream.resource<transient>{%arg1} -> %arg2::%arg4[%c34816_i64]
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

