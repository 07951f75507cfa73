
// Tests that operands that are uniformly constant at all dispatch sites are
// inlined into the dispatch regions.
//
// In this test %a is dynamic and ignored, %b is uniformly %c20 and inlined, and
// %c is divergent (%false/%true) and skipped.

// CHECK-LABEL: @inlineConstantOperandsEx
stream.executable private @inlineConstantOperandsEx {
  stream.executable.export public @dispatch
  builtin.module  {
    // CHECK:  util.func public @dispatch(%[[BINDING:.+]]: !stream.binding, %[[A:.+]]: i32, %[[C:.+]]: i1)
     util.func public @dispatch(%binding: !stream.binding, %a: i32, %b: index, %c: i1) {
      // CHECK: %[[B:.+]] = arith.constant 20 : index
      // CHECK-NEXT: util.optimization_barrier %[[BINDING]] : !stream.binding
      util.optimization_barrier %binding : !stream.binding
      // CHECK-NEXT: util.optimization_barrier %[[A]] : i32
      util.optimization_barrier %a : i32
      // CHECK-NEXT: util.optimization_barrier %[[B]] : index
      util.optimization_barrier %b : index
      // CHECK-NEXT: util.optimization_barrier %[[C]] : i1
      util.optimization_barrier %c : i1
      util.return
    }
  }
}
// CHECK:  util.func public @inlineConstantOperands(%[[A:.+]]: i32)
util.func public @inlineConstantOperands(%a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %false = arith.constant 0 : i1
  %true = arith.constant 1 : i1
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
  %result_timepoint = stream.cmd.execute with(%alloc as %capture: !stream.resource<transient>{%c20}) {
    // CHECK: stream.cmd.dispatch {{.+}}(%[[A]], %false : i32, i1)
    stream.cmd.dispatch @inlineConstantOperandsEx::@dispatch[%c1, %c1, %c1](%a, %c20, %false : i32, index, i1) {
      rw %capture[%c0 for %c20] : !stream.resource<transient>{%c20}
    }
    // CHECK: stream.cmd.dispatch {{.+}}(%[[A]], %true : i32, i1)
    stream.cmd.dispatch @inlineConstantOperandsEx::@dispatch[%c1, %c1, %c1](%a, %c20, %true : i32, index, i1) {
      rw %capture[%c0 for %c20] : !stream.resource<transient>{%c20}
    }
  } => !stream.timepoint
  util.return
}

