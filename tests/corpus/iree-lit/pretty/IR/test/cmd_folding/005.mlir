module {
  util.func private @ChainCmdExecuteWaits(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.timepoint) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %0 = stream.timepoint.await %arg2 => %arg0 : !stream.resource<transient>{%arg1}
    %1 = stream.cmd.execute with(%0 as %arg3: !stream.resource<transient>{%arg1}) {
      stream.cmd.discard %arg3[%c0 for %c128] : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

