
// Tests that operations captured in nested regions (scf.for) are not grouped
// with operations that depend on the nested region's results. This prevents
// circular dependencies where the partition would use the scf result while the
// scf captures values from the partition.

// CHECK-LABEL: @scfNestedCapture
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[ARG1:.+]]: index)
util.func public @scfNestedCapture(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c0_i64 = arith.constant 0 : i64

  // The cloned resource will be duplicated - one copy in the loop's partition,
  // one copy in the dispatch's partition. No standalone clone partition.
  %cloned = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}

  // Loop gets its own materialized clone.
  // CHECK: %[[LOOP_RESULT:.+]] = scf.for
  %loop_result = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0_i64) -> (i64) {
    // Operations inside loop should be partitioned with cloned op materialized.
    // CHECK: stream.async.execute
    // CHECK-SAME: with(%[[ARG0]]
    // CHECK-NEXT: stream.async.clone
    // CHECK: stream.async.transfer
    %slice = stream.async.slice %cloned[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %transfer = stream.async.transfer %slice : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    // CHECK: stream.timepoint.await
    // CHECK: stream.async.load
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%arg1} -> i32
    %loaded_i64 = arith.extsi %loaded : i32 to i64
    %new_acc = arith.addi %acc, %loaded_i64 : i64
    scf.yield %new_acc : i64
  }

  // Dispatch doesn't use %cloned, only %loop_result, so no clone is materialized here.
  // Before the fix, partitioning would try to group %cloned with this dispatch,
  // creating a circular dependency (dispatch needs loop result, loop needs cloned).
  // After fix, %cloned is only materialized where used (in loop partition).
  // CHECK: stream.async.execute
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.dispatch
  %dispatched = stream.async.dispatch @ex::@dispatch[%c1](%loop_result) : (i64) -> !stream.resource<*>{%arg1}

  util.return %dispatched : !stream.resource<*>
}

