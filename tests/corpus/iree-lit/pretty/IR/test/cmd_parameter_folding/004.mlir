module {
  util.func private @FoldParameterGatherTargetSubview(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer, %arg6: !util.buffer) -> !stream.timepoint {
    %c50_i64 = arith.constant 50 : i64
    %c51_i64 = arith.constant 51 : i64
    %c100 = arith.constant 100 : index
    %c101 = arith.constant 101 : index
    %c200 = arith.constant 200 : index
    %c201 = arith.constant 201 : index
    %c300 = arith.constant 300 : index
    %0 = stream.resource.subview %arg1[%arg2] : !stream.resource<transient>{%arg3} -> !stream.resource<transient>{%c300}
    %1 = stream.cmd.parameter.gather await(%arg0) => {
      %arg4::%arg5[%c50_i64] -> %0[%c100 for %c200] : !stream.resource<transient>{%c300},
      %arg4::%arg6[%c51_i64] -> %0[%c101 for %c201] : !stream.resource<transient>{%c300}
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

