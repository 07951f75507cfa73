module {
  stream.executable private @deduplicateOperandsEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding, %arg1: i32, %arg2: index, %arg3: i1, %arg4: i32, %arg5: index) {
        %0 = util.optimization_barrier %arg0 : !stream.binding
        %1 = util.optimization_barrier %arg1 : i32
        %2 = util.optimization_barrier %arg4 : i32
        %3 = util.optimization_barrier %arg2 : index
        %4 = util.optimization_barrier %arg5 : index
        %5 = util.optimization_barrier %arg3 : i1
        util.return
      }
    }
  }
  util.func public @deduplicateOperands(%arg0: i32, %arg1: index, %arg2: i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
    %1 = stream.cmd.execute with(%0 as %arg3: !stream.resource<transient>{%c20}) {
      stream.cmd.dispatch @deduplicateOperandsEx::@dispatch[%c1, %c1, %c1](%arg0, %arg1, %arg2, %arg0, %arg1 : i32, index, i1, i32, index) {
        rw %arg3[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
      stream.cmd.dispatch @deduplicateOperandsEx::@dispatch[%c1, %c1, %c1](%arg0, %c20, %arg2, %arg0, %arg1 : i32, index, i1, i32, index) {
        rw %arg3[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
    } => !stream.timepoint
    util.return
  }
}

