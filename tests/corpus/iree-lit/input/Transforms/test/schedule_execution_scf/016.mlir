
// Tests control flow with device affinities.
// Partitions should respect affinity boundaries with control flow.

util.global private @device_a : !hal.device
util.global private @device_b : !hal.device

// CHECK-LABEL: @scfControlFlowWithAffinities
util.func public @scfControlFlowWithAffinities(%cond: i1, %arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c0_i32 = arith.constant 0 : i32

  // Partition on device_a.
  // CHECK-NOT: stream.async.execute
  %clone_a = stream.async.clone on(#hal.device.affinity<@device_a>) %arg0 : !stream.resource<external>{%c8} -> !stream.resource<external>{%c8}

  // Control flow on host.
  // CHECK-NOT: stream.timepoint.await
  // CHECK: scf.for
  %result = scf.for %i = %c0 to %c2 step %c1 iter_args(%iter = %c0_i32) -> (i32) {
    // Partition on device_a for clone inside loop.
    // CHECK: stream.async.execute on(#hal.device.affinity<@device_a>)
    // CHECK-NEXT: stream.async.clone
    // Partition on device_b inside loop.
    // CHECK: stream.async.execute on(#hal.device.affinity<@device_b>)
    // CHECK-NEXT: stream.async.slice
    // CHECK-NEXT: stream.async.transfer
    %slice = stream.async.slice on(#hal.device.affinity<@device_b>) %clone_a[%c0 to %c4] : !stream.resource<external>{%c8} -> !stream.resource<external>{%c4}
    %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} from(#hal.device.affinity<@device_b>) -> to(#hal.device.affinity<@device_b>) !stream.resource<staging>{%c4}
    // CHECK: stream.timepoint.await
    %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
    %add = arith.addi %iter, %load : i32
    scf.yield %add : i32
  }

  // Final partition on device_a.
  // CHECK: stream.async.execute on(#hal.device.affinity<@device_a>)
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat on(#hal.device.affinity<@device_a>) %result : i32 -> !stream.resource<external>{%c4}
  // CHECK: stream.timepoint.await
  util.return %splat : !stream.resource<external>
}

