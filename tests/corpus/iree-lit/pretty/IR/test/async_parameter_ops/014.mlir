module {
  util.func private @asyncParameterScatter(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.resource<transient> {
    %c0 = arith.constant 0 : index
    %c384 = arith.constant 384 : index
    %c768 = arith.constant 768 : index
    %c384_0 = arith.constant 384 : index
    %c768_1 = arith.constant 768 : index
    %c1152 = arith.constant 1152 : index
    %c384_2 = arith.constant 384 : index
    %c384_3 = arith.constant 384 : index
    %c384_4 = arith.constant 384 : index
    %c20480_i64 = arith.constant 20480 : i64
    %c21504_i64 = arith.constant 21504 : i64
    %c22528_i64 = arith.constant 22528 : i64
    %result, %result_timepoint = stream.async.parameter.scatter {
      %arg0[%c0 to %c384_0 for %c384_2] : !stream.resource<transient>{%arg1} -> %arg2::%arg3[%c20480_i64],
      %arg0[%c384 to %c768_1 for %c384_3] : !stream.resource<transient>{%arg1} -> %arg2::%arg4[%c21504_i64],
      %arg0[%c768 to %c1152 for %c384_4] : !stream.resource<transient>{%arg1} -> %arg2::%arg5[%c22528_i64]
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

