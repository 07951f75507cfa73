module {
  util.func private @ElideUnusedCmdExecuteOp(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %0 = stream.cmd.execute await(%arg2) => with(%arg0 as %arg3: !stream.resource<transient>{%arg1}) {
      stream.cmd.discard %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    util.return
  }
}

