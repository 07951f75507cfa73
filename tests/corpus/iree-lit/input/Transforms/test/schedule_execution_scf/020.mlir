
// Tests multiple scf operations at the same level capturing the same resource.
// All should mark the resource as hazardous for grouping with their consumers.

// CHECK-LABEL: @scfMultipleCaptures
// CHECK-SAME: (%[[ARG0:.+]]: !stream.resource<*>, %[[ARG1:.+]]: index)
util.func public @scfMultipleCaptures(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c0_i64 = arith.constant 0 : i64

  %cloned = stream.async.clone %arg0 : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}

  // First loop gets its own materialized clone.
  // CHECK: %[[RESULT1:.+]] = scf.for
  %result1 = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0_i64) -> (i64) {
    // CHECK: stream.async.execute
    // CHECK-SAME: with(%[[ARG0]]
    // CHECK-NEXT: stream.async.clone
    %slice = stream.async.slice %cloned[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %transfer = stream.async.transfer %slice : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%arg1} -> i32
    %loaded_i64 = arith.extsi %loaded : i32 to i64
    %new_acc = arith.addi %acc, %loaded_i64 : i64
    scf.yield %new_acc : i64
  }

  // Second loop also gets its own materialized clone.
  // CHECK: %[[RESULT2:.+]] = scf.for
  %result2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0_i64) -> (i64) {
    // CHECK: stream.async.execute
    // CHECK-SAME: with(%[[ARG0]]
    // CHECK-NEXT: stream.async.clone
    %slice = stream.async.slice %cloned[%c0 to %arg1] : !stream.resource<*>{%arg1} -> !stream.resource<*>{%arg1}
    %transfer = stream.async.transfer %slice : !stream.resource<*>{%arg1} -> !stream.resource<staging>{%arg1}
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%arg1} -> i32
    %loaded_i64 = arith.extsi %loaded : i32 to i64
    %new_acc = arith.addi %acc, %loaded_i64 : i64
    scf.yield %new_acc : i64
  }

  // Dispatch uses both loop results. Should be in separate partition from %cloned.
  // CHECK: stream.async.execute
  // CHECK-NOT: stream.async.clone
  // CHECK: stream.async.dispatch
  %sum = arith.addi %result1, %result2 : i64
  %dispatched = stream.async.dispatch @ex::@dispatch[%c1](%sum) : (i64) -> !stream.resource<*>{%arg1}

  util.return %dispatched : !stream.resource<*>
}

