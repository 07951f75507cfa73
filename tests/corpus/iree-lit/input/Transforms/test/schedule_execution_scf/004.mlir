
// Tests scf.for loop that uses multiple values produced by a single partition
// before the loop. The key expectations:
// 1. The two slices are created in a single execute region before the loop.
// 2. The loop does NOT await the timepoint before entering.
// 3. Inside the loop body, both slices are used in a single execute region
//    that awaits the partition's timepoint.
// 4. The two transfers are merged into one execute region.

// CHECK-LABEL: @scfForWithMultipleRegionUses
util.func public @scfForWithMultipleRegionUses(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32

  // CHECK: %[[RESULTS:.+]]:2, %[[TIMEPOINT:.+]] = stream.async.execute
  // CHECK-SAME: with(%{{.+}} as %[[CAPTURE:.+]]: !stream.resource<external>{%c16})
  // CHECK-SAME: -> (!stream.resource<external>{%c8}, !stream.resource<external>{%c8})
  // CHECK-NEXT: %[[SLICE0:.+]] = stream.async.slice %[[CAPTURE]][%c0 to %c8]
  %slice0 = stream.async.slice %arg0[%c0 to %c8] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
  // CHECK-NEXT: %[[SLICE1:.+]] = stream.async.slice %[[CAPTURE]][%c8 to %c16]
  %slice1 = stream.async.slice %arg0[%c8 to %c16] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c8}
  // CHECK-NEXT: stream.yield %[[SLICE0]], %[[SLICE1]]

  // CHECK-NOT: stream.timepoint.await
  // CHECK: scf.for
  %result = scf.for %i = %c0 to %c4 step %c1 iter_args(%iter = %c0_i32) -> (i32) {
    // Loop uses both slices from the partition. Both transfers merged into one execute.
    // CHECK: stream.async.execute await(%[[TIMEPOINT]])
    // CHECK-NEXT: stream.async.transfer
    %transfer0 = stream.async.transfer %slice0 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
    // CHECK-NEXT: stream.async.transfer
    %transfer1 = stream.async.transfer %slice1 : !stream.resource<external>{%c8} -> !stream.resource<staging>{%c8}
    // CHECK: stream.timepoint.await
    %load0 = stream.async.load %transfer0[%c0] : !stream.resource<staging>{%c8} -> i32

    // CHECK-NOT: stream.async.execute
    // CHECK-NOT: stream.timepoint.await
    %load1 = stream.async.load %transfer1[%c0] : !stream.resource<staging>{%c8} -> i32

    %add0 = arith.addi %iter, %load0 : i32
    %add1 = arith.addi %add0, %load1 : i32
    scf.yield %add1 : i32
  }

  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %result : i32 -> !stream.resource<external>{%c4}
  util.return %splat : !stream.resource<external>
}

