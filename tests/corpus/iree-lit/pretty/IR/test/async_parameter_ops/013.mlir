module {
  util.func private @asyncParameterGatherWithAffinity(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer) -> !stream.resource<transient> {
    %c12288_i64 = arith.constant 12288 : i64
    %c13312_i64 = arith.constant 13312 : i64
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c512_0 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %c512_1 = arith.constant 512 : index
    %c512_2 = arith.constant 512 : index
    %result, %result_timepoint = stream.async.parameter.gather on(#hal.device.affinity<@device>) {
      %arg2::%arg3[%c12288_i64] -> %arg0[%c0 to %c512_0 for %c512_1] : !stream.resource<transient>{%arg1},
      %arg2::%arg4[%c13312_i64] -> %arg0[%c512 to %c1024 for %c512_2] : !stream.resource<transient>{%arg1}
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

