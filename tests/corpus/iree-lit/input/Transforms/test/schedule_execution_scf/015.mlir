
// Tests control flow operations across multiple partitions.
// Stream operations before and after control flow should form separate partitions.

stream.async.func private @dispatch0(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
stream.async.func private @dispatch1(%arg0: !stream.resource<*>, %arg1: index) -> %arg0

// CHECK-LABEL: @scfControlFlowAcrossPartitions
util.func public @scfControlFlowAcrossPartitions(%cond: i1, %arg0: !stream.resource<*>, %loop_bound: index) -> (!stream.resource<*>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c0_i32 = arith.constant 0 : i32

  // First partition before control flow.
  // CHECK: %[[RESULTS0:.+]], %[[TIMEPOINT0:.+]] = stream.async.execute
  // CHECK-NEXT: stream.async.call @dispatch0
  %result0 = stream.async.call @dispatch0(%arg0[%c0 to %c128 for %c128], %c128) : (!stream.resource<*>{%c128}, index) -> %arg0{%c128}

  // Control flow in the middle - loop that loads data.
  // CHECK-NOT: stream.timepoint.await
  // CHECK: scf.for
  %loop_result:2 = scf.for %i = %c0 to %loop_bound step %c1 iter_args(%iter = %result0, %sum = %c0_i32) -> (!stream.resource<*>, i32) {
    // CHECK: stream.async.execute await(%[[TIMEPOINT0]])
    // CHECK-NEXT: stream.async.transfer
    %transfer = stream.async.transfer %iter : !stream.resource<*>{%c128} -> !stream.resource<staging>{%c128}
    // CHECK: stream.timepoint.await
    %loaded = stream.async.load %transfer[%c0] : !stream.resource<staging>{%c128} -> i32
    %next_sum = arith.addi %sum, %loaded : i32
    scf.yield %iter, %next_sum : !stream.resource<*>, i32
  }

  // Second partition after control flow.
  // CHECK: stream.async.execute await(%[[TIMEPOINT0]])
  // CHECK-NEXT: stream.async.call @dispatch1
  %result1 = stream.async.call @dispatch1(%loop_result#0[%c0 to %c128 for %c128], %c128) : (!stream.resource<*>{%c128}, index) -> %loop_result#0{%c128}
  // CHECK: stream.timepoint.await
  util.return %result1, %loop_result#1 : !stream.resource<*>, i32
}

