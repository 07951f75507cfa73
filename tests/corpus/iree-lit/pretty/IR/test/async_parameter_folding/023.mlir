module {
  util.func private @FoldAsyncParameterScatterSourceSubviewVariadicEntries(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer, %arg6: !util.buffer) -> !stream.resource<transient> {
    %c800_i64 = arith.constant 800 : i64
    %c900_i64 = arith.constant 900 : i64
    %c1000_i64 = arith.constant 1000 : i64
    %c40 = arith.constant 40 : index
    %c140 = arith.constant 140 : index
    %c100 = arith.constant 100 : index
    %c50 = arith.constant 50 : index
    %c150 = arith.constant 150 : index
    %c100_0 = arith.constant 100 : index
    %c60 = arith.constant 60 : index
    %c160 = arith.constant 160 : index
    %c100_1 = arith.constant 100 : index
    %c800 = arith.constant 800 : index
    %0 = stream.resource.subview %arg0[%arg2] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c800}
    %result, %result_timepoint = stream.async.parameter.scatter {
      %0[%c40 to %c140 for %c100] : !stream.resource<transient>{%c800} -> %arg3::%arg4[%c800_i64],
      %0[%c50 to %c150 for %c100_0] : !stream.resource<transient>{%c800} -> %arg3::%arg5[%c900_i64],
      %0[%c60 to %c160 for %c100_1] : !stream.resource<transient>{%c800} -> %arg3::%arg6[%c1000_i64]
    } : !stream.resource<transient> => !stream.timepoint
    %1 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %1 : !stream.resource<transient>
  }
}

