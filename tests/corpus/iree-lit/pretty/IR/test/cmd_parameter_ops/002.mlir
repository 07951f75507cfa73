module {
  util.func private @parameterLoad(%arg0: !stream.timepoint, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
    %c50_i64 = arith.constant 50 : i64
    %c51_i64 = arith.constant 51 : i64
    %c100 = arith.constant 100 : index
    %c200 = arith.constant 200 : index
    %results:2, %result_timepoint = stream.cmd.parameter.load await(%arg0) => {
      %arg1::%arg2[%c50_i64] : !stream.resource<constant>{%c100},
      %arg1::%arg3[%c51_i64] : !stream.resource<constant>{%c200}
    } => !stream.timepoint
    util.return %results#0, %results#1, %result_timepoint : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
  }
}

