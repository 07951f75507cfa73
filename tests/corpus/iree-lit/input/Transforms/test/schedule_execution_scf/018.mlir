
// Tests scf.if with divergent captures - only one branch captures from parent.
// Partitioning must be conservative and treat the containing scf.if as a hazard.

// CHECK-LABEL: @scfIfDivergentCapture
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[ARG1:.+]]: index, %[[COND:.+]]: i1)
util.func public @scfIfDivergentCapture(%arg0: !stream.resource<*>, %arg1: index, %cond: i1) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64

  %cloned = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}

  // Only true branch captures %cloned - it will get its own materialized clone.
  // CHECK: %[[IF_RESULT:.+]] = scf.if
  %if_result = scf.if %cond -> (i64) {
    // CHECK: stream.async.execute
    // CHECK-SAME: with(%[[ARG0]]
    // CHECK-NEXT: stream.async.clone
    %slice = stream.async.slice %cloned[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %transfer = stream.async.transfer %slice : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%arg1} -> i32
    %result = arith.extsi %loaded : i32 to i64
    scf.yield %result : i64
  } else {
    // False branch doesn't capture anything.
    scf.yield %c0_i64 : i64
  }

  // Dispatch doesn't use %cloned, so no clone is materialized here.
  // CHECK: stream.async.execute
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.dispatch
  %dispatched = stream.async.dispatch @ex::@dispatch[%c1](%if_result) : (i64) -> !stream.resource<*>{%arg1}

  util.return %dispatched : !stream.resource<*>
}

