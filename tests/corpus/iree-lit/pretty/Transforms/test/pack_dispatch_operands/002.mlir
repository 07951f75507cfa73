module {
  stream.executable private @ex1 {
    stream.executable.export public @device_bf16 
    builtin.module {
      util.func public @device_bf16(%arg0: bf16, %arg1: !stream.binding) {
        %0 = util.optimization_barrier %arg0 : bf16
        util.return
      }
    }
  }
  util.func public @host_bf16(%arg0: bf16) -> !stream.timepoint {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<external>{%c128}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<external>{%c128}) {
      stream.cmd.dispatch @ex1::@device_bf16[%c1, %c1, %c1](%arg0 : bf16) {
        wo %arg1[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    util.return %1 : !stream.timepoint
  }
}

