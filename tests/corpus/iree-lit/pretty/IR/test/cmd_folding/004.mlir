module {
  util.func private @ElideImmediateCmdExecuteWaits(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %0 = stream.timepoint.immediate => !stream.timepoint
    %1 = stream.cmd.execute await(%0) => with(%arg0 as %arg2: !stream.resource<transient>{%arg1}) {
      stream.cmd.discard %arg2[%c0 for %arg1] : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

