
// Tests nested scf.for loops with stream operations.
// Both inner and outer loops should remain outside partitions.

// CHECK-LABEL: @scfNestedFor
util.func public @scfNestedFor(%arg0: !stream.resource<external>) -> !stream.resource<external> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0_i32 = arith.constant 0 : i32

  // CHECK: scf.for
  %outer_result = scf.for %i = %c0 to %c3 step %c1 iter_args(%outer_iter = %c0_i32) -> (i32) {
    // CHECK: scf.for
    %inner_result = scf.for %j = %c0 to %c3 step %c1 iter_args(%inner_iter = %outer_iter) -> (i32) {
      %offset = arith.muli %j, %c4 : index
      %end = arith.addi %offset, %c4 : index
      // CHECK: stream.async.execute
      // CHECK-NEXT: stream.async.slice
      // CHECK-NEXT: stream.async.transfer
      %slice = stream.async.slice %arg0[%offset to %end] : !stream.resource<external>{%c16} -> !stream.resource<external>{%c4}
      %transfer = stream.async.transfer %slice : !stream.resource<external>{%c4} -> !stream.resource<staging>{%c4}
      // CHECK: stream.timepoint.await
      %load = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c4} -> i32
      %add = arith.addi %inner_iter, %load : i32
      scf.yield %add : i32
    }
    scf.yield %inner_result : i32
  }

  // CHECK: stream.async.execute
  // CHECK-NEXT: stream.async.splat
  %splat = stream.async.splat %outer_result : i32 -> !stream.resource<external>{%c4}
  util.return %splat : !stream.resource<external>
}

