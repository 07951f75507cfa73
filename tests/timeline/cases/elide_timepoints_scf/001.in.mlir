// RUN: iree-opt --split-input-file --iree-stream-elide-timepoints %s | FileCheck %s

// Tests that await is sunk into the else branch when only the else branch uses
// the value directly (yields it without additional operations).

// CHECK-LABEL: @scfIfSinkAwaitIntoElse
util.func public @scfIfSinkAwaitIntoElse(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0_i32 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index

  // Produce async value + timepoint.
  // CHECK: %[[CLONE:.+]], %[[TP:.+]] = stream.test.timeline_op
  %clone, %tp = stream.test.timeline_op with(%arg0) : (!stream.resource<external>{%c8}) -> !stream.resource<external>{%c8} => !stream.timepoint

  // Await should be eliminated (sunk into else branch).
  // CHECK-NOT: stream.timepoint.await %[[TP]]
  %awaited = stream.timepoint.await %tp => %clone : !stream.resource<external>{%c8}

  // scf.if: only else branch uses the awaited value.
  // CHECK: scf.if
  %result = scf.if %cond -> !stream.resource<external> {
    // Then: independent computation, doesn't use clone.
    // CHECK: %[[R0:.+]], %[[TP0:.+]] = stream.test.timeline_op
    %r0, %tp0 = stream.test.timeline_op with() : () -> !stream.resource<external>{%c4} => !stream.timepoint
    %r0_ready = stream.timepoint.await %tp0 => %r0 : !stream.resource<external>{%c4}
    scf.yield %r0_ready : !stream.resource<external>
  } else {
    // Else: yields awaited clone directly - await should be sunk here.
    // CHECK: %[[R0_READY:.+]] = stream.timepoint.await %[[TP]] => %[[CLONE]]
    // CHECK-NEXT: scf.yield %[[R0_READY]]
    scf.yield %awaited : !stream.resource<external>
  }

  util.return %result : !stream.resource<external>
}

