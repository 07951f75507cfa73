
// Tests scf.if nested inside scf.for with stream operations.
// Both control flow operations should remain outside partitions.

// CHECK-LABEL: @scfNestedIfInFor
util.func public @scfNestedIfInFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32

  // CHECK: scf.for
  %result = scf.for %i = %c0 to %c4 step %c1 iter_args(%iter = %c0_i32) -> (i32) {
    %c2 = arith.constant 2 : index
    %rem = arith.remui %i, %c2 : index
    %cond = arith.cmpi eq, %rem, %c0 : index

    // CHECK: scf.if
    %value = scf.if %cond -> i32 {
      // CHECK: %[[RESULTS_0:.+]], %[[RESULT_TIMEPOINT_1:.+]] = stream.async.execute
      // CHECK-SAME: with(%{{.+}} as %[[ARG3:.+]]: !stream.resource<external>{%c16})
      // CHECK-SAME: -> !stream.resource<staging>{%c4}
      // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG3]][%c0 to %c4]
      // CHECK-NEXT: %[[TRANSFER:.+]] = stream.async.transfer %[[SLICE]]
      %slice = stream.async.slice %arg0[%c0 to %c4] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
      %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      // CHECK-NEXT: stream.yield %[[TRANSFER]]
      // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT_1]] => %[[RESULTS_0]]
      // CHECK: %[[LOAD:.+]] = stream.async.load %[[AWAITED]][%c0]
      %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
      // CHECK: scf.yield %[[LOAD]]
      scf.yield %load : i32
    } else {
      // CHECK: %[[RESULTS_0:.+]], %[[RESULT_TIMEPOINT_1:.+]] = stream.async.execute
      // CHECK-SAME: with(%{{.+}} as %[[ARG3:.+]]: !stream.resource<external>{%c16})
      // CHECK-SAME: -> !stream.resource<staging>{%c8}
      // CHECK-NEXT: %[[SLICE:.+]] = stream.async.slice %[[ARG3]][%c8 to %c16]
      // CHECK-NEXT: %[[TRANSFER:.+]] = stream.async.transfer %[[SLICE]]
      %slice = stream.async.slice %arg0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
      %transfer = stream.async.transfer %slice : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
      // CHECK-NEXT: stream.yield %[[TRANSFER]]
      // CHECK: %[[AWAITED:.+]] = stream.timepoint.await %[[RESULT_TIMEPOINT_1]] => %[[RESULTS_0]]
      // CHECK: %[[LOAD:.+]] = stream.async.load %[[AWAITED]][%c0]
      %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c8} -> i32
      // CHECK: scf.yield %[[LOAD]]
      scf.yield %load : i32
    }

    %add = arith.addi %iter, %value : i32
    scf.yield %add : i32
  }

  // CHECK: %[[RESULTS:.+]], %[[RESULT_TIMEPOINT:.+]] = stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %result : i32 -> !stream.resource<external>{%c4}
  // CHECK: stream.timepoint.await %[[RESULT_TIMEPOINT]] => %[[RESULTS]]
  util.return %splat : !stream.resource<external>
}

