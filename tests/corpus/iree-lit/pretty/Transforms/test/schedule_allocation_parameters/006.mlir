module {
  util.func public @parameterGather(%arg0: !stream.resource<transient>, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    %result, %result_timepoint = stream.async.parameter.gather {
      %arg1::%arg2[%c0_i64] -> %arg0[%c0 to %c512 for %c512] : !stream.resource<transient>{%c2048},
      %arg1::%arg3[%c1_i64] -> %arg0[%c512 to %c1024 for %c512] : !stream.resource<transient>{%c2048}
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%c2048}
    util.return %0 : !stream.resource<transient>
  }
}

