module {
  stream.executable private @skipExternExecutablesEx {
    stream.executable.export public @dispatch 
  }
  util.func public @skipExternExecutables(%arg0: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<transient>{%c1}) {
      stream.cmd.dispatch @annotatePotentialValuesEx::@dispatch[%c1, %c1, %c1](%c0_i32 : i32) {
        rw %arg1[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
    } => !stream.timepoint
    util.return
  }
}

