module {
  util.func private @asyncParameterGatherNoScope(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.resource<transient> {
    %c6144_i64 = arith.constant 6144 : i64
    %c7168_i64 = arith.constant 7168 : i64
    %c100 = arith.constant 100 : index
    %c400 = arith.constant 400 : index
    %c300 = arith.constant 300 : index
    %c700 = arith.constant 700 : index
    %c200 = arith.constant 200 : index
    %c300_0 = arith.constant 300 : index
    %result, %result_timepoint = stream.async.parameter.gather {
      %arg2[%c6144_i64] -> %arg0[%c100 to %c300 for %c200] : !stream.resource<transient>{%arg1},
      %arg3[%c7168_i64] -> %arg0[%c400 to %c700 for %c300_0] : !stream.resource<transient>{%arg1}
    } : !stream.resource<transient> => !stream.timepoint
    %0 = stream.timepoint.await %result_timepoint => %result : !stream.resource<transient>{%arg1}
    util.return %0 : !stream.resource<transient>
  }
}

