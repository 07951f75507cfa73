
// Tests that resource offset alignment gets tagged on binding arguments.
// %arg0: all values known (including 0), max alignment.
// %arg1: value comes from outside the program so no alignment.
// %arg2: all values known.
// %arg3: util.align provides info required for external value.

// CHECK-LABEL: @annotateBindingAlignmentEx
stream.executable private @annotateBindingAlignmentEx {
  stream.executable.export public @dispatch
  builtin.module  {
    // CHECK:  util.func public @dispatch(
    // CHECK-SAME: %arg0: !stream.binding {stream.alignment = 64 : index},
    // CHECK-SAME: %arg1: !stream.binding,
    // CHECK-SAME: %arg2: !stream.binding {stream.alignment = 8 : index},
    // CHECK-SAME: %arg3: !stream.binding {stream.alignment = 16 : index})
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
  %aligned1 = util.align %arg1, %c16 : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c64}
  %result_timepoint = stream.cmd.execute with(%alloc as %capture: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @annotateBindingAlignmentEx::@dispatch[%c1, %c1, %c1] {
      rw %capture[%c0 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%arg0 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%c8 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%c32 for %c8] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @annotateBindingAlignmentEx::@dispatch[%c1, %c1, %c1] {
      rw %capture[%c64 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%c1 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%c16 for %c8] : !stream.resource<transient>{%c64},
      rw %capture[%aligned1 for %c8] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
