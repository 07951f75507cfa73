module {
  util.func private @parameterScatter(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.timepoint {
    %c50_i64 = arith.constant 50 : i64
    %c51_i64 = arith.constant 51 : i64
    %c52_i64 = arith.constant 52 : i64
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c102 = arith.constant 102 : index
    %c200 = arith.constant 200 : index
    %c201 = arith.constant 201 : index
    %c202 = arith.constant 202 : index
    %c300 = arith.constant 300 : index
    %0 = stream.cmd.parameter.scatter await(%arg0) => {
      %arg1[%c100 for %c200] : !stream.resource<transient>{%c300} -> %arg2::%arg3[%c50_i64],
      %arg1[%c101 for %c201] : !stream.resource<transient>{%c300} -> %arg2::%arg4[%c51_i64],
      %arg1[%c102 for %c202] : !stream.resource<transient>{%c300} -> %arg2::%arg5[%c52_i64]
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

