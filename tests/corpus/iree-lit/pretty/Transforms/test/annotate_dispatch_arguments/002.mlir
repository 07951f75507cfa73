module {
  stream.executable private @annotatePotentialValuesEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: i32, %arg1: index, %arg2: i1, %arg3: f32, %arg4: !stream.binding) {
        util.return
      }
    }
  }
  util.func public @annotatePotentialValues(%arg0: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c20 = arith.constant 20 : index
    %c40 = arith.constant 40 : index
    %false = arith.constant false
    %true = arith.constant true
    %cst = arith.constant 5.000000e+02 : f32
    %cst_0 = arith.constant 6.000000e+02 : f32
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1}
    %1 = stream.cmd.execute with(%0 as %arg1: !stream.resource<transient>{%c1}) {
      stream.cmd.dispatch @annotatePotentialValuesEx::@dispatch[%c1, %c1, %c1](%c0_i32, %c20, %false, %cst : i32, index, i1, f32) {
        rw %arg1[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
      stream.cmd.dispatch @annotatePotentialValuesEx::@dispatch[%c1, %c1, %c1](%arg0, %c40, %true, %cst_0 : i32, index, i1, f32) {
        rw %arg1[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
    } => !stream.timepoint
    util.return
  }
}

