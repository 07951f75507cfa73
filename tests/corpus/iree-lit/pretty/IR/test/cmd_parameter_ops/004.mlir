module {
  util.func private @parameterRead(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: !util.buffer, %arg3: !util.buffer) -> !stream.timepoint {
    %c50_i64 = arith.constant 50 : i64
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %c300 = arith.constant 300 : index
    %0 = stream.cmd.parameter.read await(%arg0) => %arg2::%arg3[%c50_i64] -> %arg1[%c100 for %c200] : !stream.resource<transient>{%c300} => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

