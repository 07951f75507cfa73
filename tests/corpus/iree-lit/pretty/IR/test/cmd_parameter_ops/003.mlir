module {
  util.func private @parameterLoadNoScope(%arg0: !stream.timepoint, %arg1: !util.buffer) -> (!stream.resource<constant>, !stream.timepoint) {
    %c50_i64 = arith.constant 50 : i64
    %c100 = arith.constant 100 : index
    %results, %result_timepoint = stream.cmd.parameter.load await(%arg0) => {
      %arg1[%c50_i64] : !stream.resource<constant>{%c100}
    } => !stream.timepoint
    util.return %results, %result_timepoint : !stream.resource<constant>, !stream.timepoint
  }
}

