
// Tests that operands are annotated with their potential values.
// %arg0: cannot be annotated because it comes from outside the program.
// %arg1: all values known, gets alignment being an index.
// %arg2: all values known, no alignment (doesn't make sense for i1).
// %arg3: don't yet support floats.

// CHECK-LABEL: @annotatePotentialValuesEx
stream.executable private @annotatePotentialValuesEx {
  stream.executable.export public @dispatch
  builtin.module  {
    // CHECK:  util.func public @dispatch(
    // CHECK-SAME: %arg0: i32,
    // CHECK-SAME: %arg1: index {stream.alignment = 4 : index, stream.values = [20 : index, 40 : index]},
    // CHECK-SAME: %arg2: i1 {stream.values = [false, true]},
    // CHECK-SAME: %arg3: f32
     util.func public @dispatch(%arg0: i32, %arg1: index, %arg2: i1, %arg3: f32, %binding: !stream.binding) {
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
  %false = arith.constant 0 : i1
  %true = arith.constant 1 : i1
  %c500 = arith.constant 500.0 : f32
  %c600 = arith.constant 600.0 : f32
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1}
  %result_timepoint = stream.cmd.execute with(%alloc as %capture: !stream.resource<transient>{%c1}) {
    stream.cmd.dispatch @annotatePotentialValuesEx::@dispatch[%c1, %c1, %c1](%c0_i32, %c20, %false, %c500 : i32, index, i1, f32) {
      rw %capture[%c0 for %c1] : !stream.resource<transient>{%c1}
    }
    stream.cmd.dispatch @annotatePotentialValuesEx::@dispatch[%c1, %c1, %c1](%arg0, %c40, %true, %c600 : i32, index, i1, f32) {
      rw %capture[%c0 for %c1] : !stream.resource<transient>{%c1}
    }
  } => !stream.timepoint
  util.return
}

