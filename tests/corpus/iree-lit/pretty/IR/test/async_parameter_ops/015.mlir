module {
  util.func private @asyncParameterScatterNoScope(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c128 = arith.constant 128 : index
    %c640 = arith.constant 640 : index
    %c640_0 = arith.constant 640 : index
    %c1152 = arith.constant 1152 : index
    %c512 = arith.constant 512 : index
    %c512_1 = arith.constant 512 : index
    %c24576_i64 = arith.constant 24576 : i64
    %c25600_i64 = arith.constant 25600 : i64
    %result, %result_timepoint = stream.async.parameter.scatter {
      %arg0[%c128 to %c640_0 for %c512] : !stream.resource<transient>{%arg1} -> %arg2[%c24576_i64],
      %arg0[%c640 to %c1152 for %c512_1] : !stream.resource<transient>{%arg1} -> %arg3[%c25600_i64]
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

