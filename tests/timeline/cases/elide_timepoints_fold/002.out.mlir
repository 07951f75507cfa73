module {
  util.func public @awaitFoldIntoCmdExecute(%arg0: !stream.resource<external>) -> !stream.timepoint {
    %c8 = arith.constant 8 : index
    %results, %result_timepoint = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.cmd.execute await(%result_timepoint) => with(%results as %arg1: !stream.resource<external>{%c8}) {
      stream.cmd.concurrent {
        stream.cmd.fill %c0_i32, %arg1[%c0 for %c8] : i32 -> !stream.resource<external>{%c8}
      }
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

