module {
  stream.executable private @annotateBindingAlignmentEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding, %arg1: !stream.binding, %arg2: !stream.binding, %arg3: !stream.binding) {
        util.return
      }
    }
  }
  util.func public @annotateBindingAlignment(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %0 = util.align %arg1, %c16 : index
    %1 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
    %2 = stream.cmd.execute with(%1 as %arg2: !stream.resource<transient>{%c64}) {
      stream.cmd.dispatch @annotateBindingAlignmentEx::@dispatch[%c1, %c1, %c1] {
        rw %arg2[%c0 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%arg0 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%c8 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%c32 for %c8] : !stream.resource<transient>{%c64}
      }
      stream.cmd.dispatch @annotateBindingAlignmentEx::@dispatch[%c1, %c1, %c1] {
        rw %arg2[%c64 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%c1 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%c16 for %c8] : !stream.resource<transient>{%c64},
        rw %arg2[%0 for %c8] : !stream.resource<transient>{%c64}
      }
    } => !stream.timepoint
    util.return
  }
}

