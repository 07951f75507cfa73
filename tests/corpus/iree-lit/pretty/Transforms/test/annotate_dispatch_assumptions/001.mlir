module {
  stream.executable private @analyzeAssumptionsEx {
    stream.executable.export public @dispatch 
    builtin.module {
      util.func public @dispatch(%arg0: i32, %arg1: index, %arg2: i1, %arg3: f32, %arg4: i32, %arg5: !stream.binding) {
        %0 = arith.addi %arg0, %arg0 : i32
        %1 = arith.addi %arg1, %arg1 : index
        %2 = arith.andi %arg2, %arg2 : i1
        util.return
      }
    }
  }
  util.func public @analyzeAssumptionsFunc1(%arg0: i32, %arg1: i32) {
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
    %1 = stream.cmd.execute with(%0 as %arg2: !stream.resource<transient>{%c1}) {
      stream.cmd.dispatch @analyzeAssumptionsEx::@dispatch[%c1, %c1, %c1](%c0_i32, %c20, %false, %cst, %arg1 : i32, index, i1, f32, i32) {
        rw %arg2[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
      stream.cmd.dispatch @analyzeAssumptionsEx::@dispatch[%c1, %c1, %c1](%arg0, %c40, %true, %cst_0, %arg1 : i32, index, i1, f32, i32) {
        rw %arg2[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
    } => !stream.timepoint
    util.return
  }
  util.func public @analyzeAssumptionsFunc2(%arg0: i32, %arg1: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5_i32 = arith.constant 5 : i32
    %c20 = arith.constant 20 : index
    %false = arith.constant false
    %cst = arith.constant 5.000000e+02 : f32
    %0 = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1}
    %1 = stream.cmd.execute with(%0 as %arg2: !stream.resource<transient>{%c1}) {
      stream.cmd.dispatch @analyzeAssumptionsEx::@dispatch[%c1, %c1, %c1](%c5_i32, %c20, %false, %cst, %arg1 : i32, index, i1, f32, i32) {
        rw %arg2[%c0 for %c1] : !stream.resource<transient>{%c1}
      }
    } => !stream.timepoint
    util.return
  }
}

