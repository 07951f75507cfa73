module {
  stream.executable private @specializeEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: !stream.binding, %arg1: i32, %arg2: index, %arg3: i1, %arg4: i1) {
        %0 = util.optimization_barrier %arg0 : !stream.binding
        %1 = util.optimization_barrier %arg1 : i32
        %2 = util.optimization_barrier %arg2 : index
        %3 = util.optimization_barrier %arg3 : i1
        %4 = util.optimization_barrier %arg4 : i1
        util.return
      }
    }
  }
  util.func public @specialize(%arg0: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c20 = arith.constant 20 : index
    %c40 = arith.constant 40 : index
    %false = arith.constant false
    %true = arith.constant true
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<transient>{%c20}) {
      stream.cmd.dispatch @specializeEx::@dispatch[%c1, %c1, %c1](%arg0, %c20, %false, %true : i32, index, i1, i1) {
        rw %arg1[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
      stream.cmd.dispatch @specializeEx::@dispatch[%c1, %c1, %c1](%arg0, %c40, %true, %false : i32, index, i1, i1) {
        rw %arg1[%c0 for %c20] : !stream.resource<transient>{%c20}
      }
    } => !stream.timepoint
    util.return
  }
}

