// RUN: iree-opt --split-input-file --allow-unregistered-dialect --pass-pipeline="builtin.module(util.func(iree-stream-schedule-execution))" %s | FileCheck %s

// Tests basic scf.for loop with dependency on cloned resource (reproducer case).
// The loop uses a cloned resource from a partition, which creates a dependency
// that must be respected during partitioning.

// CHECK-LABEL: @scfForWithDependency
util.func public @scfForWithDependency(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c11 = arith.constant 11 : index
  %c48 = arith.constant 48 : index
  %c0_i64 = arith.constant 0 : i64
  %c5_i64 = arith.constant 5 : i64

  // CHECK: scf.for
  %clone = stream.async.clone %arg0 : !stream.resource<external>{%c48} -> !stream.resource<external>{%c48}


  %result = scf.for %i = %c0 to %c11 step %c1 iter_args(%iter = %c0_i64) -> (i64) {
    %offset = arith.muli %i, %c4 : index
    %end = arith.addi %offset, %c4 : index
    // Loop uses the cloned resource - this should NOT be partitioned into the clone partition.
    // CHECK: %[[EXEC_RESULT:.+]], %[[EXEC_TIMEPOINT:.+]] = stream.async.execute
    // CHECK-SAME: with(%{{.+}} as %[[CAPTURE:.+]]: !stream.resource<external>{%c48})
    // CHECK-SAME: -> !stream.resource<staging>{%c4}
    // CHECK-NEXT: %[[CLONE:.+]] = stream.async.clone %[[CAPTURE]]
    // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[CLONE]]
    // CHECK-NEXT: %[[TRANSFER:.+]] = stream.async.transfer %[[SLICE]]
    // CHECK-NEXT: stream.yield %[[TRANSFER]]
    %slice = stream.async.slice %clone[%offset to %end] : !stream.resource<external>{%c48} -> !stream.resource<external>{%c4}
    %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
    // CHECK: stream.timepoint.await %[[EXEC_TIMEPOINT]]
    %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
    %ext = arith.extsi %load : i32 to i64
    %cmp = arith.cmpi eq, %ext, %c5_i64 : i64
    %add = arith.extui %cmp : i1 to i64
    %next = arith.addi %iter, %add : i64
    scf.yield %next : i64
  }

  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %result : i64 -> !stream.resource<external>{%c4}
  util.return %splat : !stream.resource<external>
}

