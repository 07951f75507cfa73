module {
  util.func private @asyncParameterGather(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<transient> {
    %c512_i64 = arith.constant 512 : i64
    %c1536_i64 = arith.constant 1536 : i64
    %c3072_i64 = arith.constant 3072 : i64
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %c512_0 = arith.constant 512 : index
    %c704 = arith.constant 704 : index
    %c128_1 = arith.constant 128 : index
    %c256_2 = arith.constant 256 : index
    %c192 = arith.constant 192 : index
    %result, %result_timepoint = stream.async.parameter.gather {
      %arg2::%arg3[%c512_i64] -> %arg0[%c0 to %c128 for %c128_1] : !stream.resource<transient>{%arg1},
      %arg2::%arg4[%c1536_i64] -> %arg0[%c256 to %c512_0 for %c256_2] : !stream.resource<transient>{%arg1},
      %arg2::%arg5[%c3072_i64] -> %arg0[%c512 to %c704 for %c192] : !stream.resource<transient>{%arg1}
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

