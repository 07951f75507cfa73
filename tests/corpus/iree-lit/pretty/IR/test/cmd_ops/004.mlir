module {
  util.func private @cmdCollective(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index, %arg4: !stream.channel) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %0 = stream.cmd.execute with(%arg0 as %arg5: !stream.resource<transient>{%arg1}, %arg2 as %arg6: !stream.resource<transient>{%arg3}) {
      stream.cmd.collective<all_reduce with sum : f32>[%c128] channel(%arg4) {
        ro %arg5[%c0 for %c128] : !stream.resource<transient>{%arg1},
        wo %arg6[%c0 for %c128] : !stream.resource<transient>{%arg3}
      }
      stream.cmd.collective<all_reduce with average : f32>[%c128] channel(%arg4) {
        ro %arg5[%c0 for %c128] : !stream.resource<transient>{%arg1},
        wo %arg5[%c0 for %c128] : !stream.resource<transient>{%arg3}
      }
      stream.cmd.collective<send : f32>[%c128] channel(%arg4) {
        ro %arg5[%c0 for %c128] : !stream.resource<transient>{%arg1}
      }
      stream.cmd.collective<recv : f32>[%c128] channel(%arg4) {
        wo %arg5[%c0 for %c128] : !stream.resource<transient>{%arg1}
      }
    } => !stream.timepoint
    util.return %0 : !stream.timepoint
  }
}

