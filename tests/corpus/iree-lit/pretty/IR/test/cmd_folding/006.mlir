module {
  util.func private @CloneCapturedCmdExecuteSubviewOps(%arg0: !stream.resource<transient>, %arg1: index) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1000 = arith.constant 1000 : index
    %c2000 = arith.constant 2000 : index
    %c3000 = arith.constant 3000 : index
    %0 = stream.resource.subview %arg0[%c64] : !stream.resource<transient>{%arg1} -> !stream.resource<transient>{%c3000}
    %1 = stream.cmd.execute with(%0 as %arg2: !stream.resource<transient>{%c3000}) {
      stream.cmd.discard %arg2[%c1000 for %c2000] : !stream.resource<transient>{%arg1}
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

