module {
  stream.executable private @annotateOperandAlignmentEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !stream.binding) {
        util.return
      }
    }
  }
  util.global private mutable @global_var = 1024 : index
  util.func public @otherFunc() {
    %c2048 = arith.constant 2048 : index
    util.global.store %c2048, @global_var : index
    util.return
  }
  util.func public @annotateOperandAlignment(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c4096 = arith.constant 4096 : index
    %c4097 = arith.constant 4097 : index
    %c1200 = arith.constant 1200 : index
    %c5232 = arith.constant 5232 : index
    %0 = util.align %arg1, %c16 : index
    %global_var = util.global.load @global_var : index
    %1 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1}
    %2 = stream.cmd.execute with(%1 as %arg2: !stream.resource<transient>{%c1}) {
      stream.cmd.dispatch @annotateOperandAlignmentEx::@dispatch[%c1, %c1, %c1](%arg0, %c32, %c4097, %c1200, %global_var : index, index, index, index, index) {
        rw %arg2[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
      stream.cmd.dispatch @annotateOperandAlignmentEx::@dispatch[%c1, %c1, %c1](%c16, %0, %c4096, %c5232, %global_var : index, index, index, index, index) {
        rw %arg2[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
    } => !stream.timepoint
    util.return
  }
}

