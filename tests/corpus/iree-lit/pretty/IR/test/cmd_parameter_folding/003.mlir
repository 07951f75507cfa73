module {
  util.func private @FoldParameterWriteSourceSubview(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer) -> !stream.timepoint {
    %c50_i64 = arith.constant 50 : i64
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %0 = stream.resource.subview %arg1[%arg2] : !stream.resource<transient>{%arg3} -> !stream.resource<transient>{%c300}
    %1 = stream.cmd.parameter.write await(%arg0) => %0[%c100 for %c200] : !stream.resource<transient>{%c300} -> %arg4::%arg5[%c50_i64] => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

