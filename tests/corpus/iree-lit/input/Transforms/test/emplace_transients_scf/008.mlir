
// Tests scf.for with nested scf.if containing transient allocations.
// This tests mixed control flow nesting.

// CHECK-LABEL: @scf_for_with_nested_if
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[STEP:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_for_with_nested_if(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %lb: index, %ub: index, %step: index,
  %cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[ELSE_BUFFER_SIZE:.+]] = arith.constant 256 : index
  %c256 = arith.constant 256 : index
  // CHECK-DAG: %[[THEN_BUFFER_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index

  // Conservative max for scf.if branches - partially outside loop.
  // CHECK: %[[MAX0:.+]] = arith.maxui %[[ELSE_BUFFER_SIZE]], %[[ELSE_BUFFER_SIZE]] : index
  // Single slot packing will be inside loop.
  //
  // scf.for with nested scf.if, both awaiting input timepoint.
  // CHECK: scf.for %{{.+}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITER_TP:.+]] = %[[INPUT_TIMEPOINT]]) -> (!stream.timepoint) {
  %final_tp = scf.for %iv = %lb to %ub step %step iter_args(%iter_tp = %input_timepoint) -> !stream.timepoint {
    // Rest of conservative max inside loop.
    // CHECK: %[[MAX:.+]] = arith.maxui %[[MAX0]], %[[THEN_BUFFER_SIZE]] : index
    // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
    // CHECK-NEXT:   [0, 0] = %[[MAX]]
    // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
    // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
    // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}
    // CHECK: %{{.+}} = scf.if %[[COND]]
    %branch_tp = scf.if %cond -> !stream.timepoint {
      // CHECK: %{{.+}} = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
      %t0, %tp0 = stream.resource.alloca uninitialized await(%iter_tp) => !stream.resource<transient>{%c512} => !stream.timepoint
      // CHECK: stream.timepoint.join
      %joined0 = stream.timepoint.join max(%iter_tp, %tp0) => !stream.timepoint
      // CHECK: stream.cmd.execute
      %e0 = stream.cmd.execute await(%joined0) => with(%t0 as %c: !stream.resource<transient>{%c512}) {
        stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
      } => !stream.timepoint
      %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c512} => !stream.timepoint
      scf.yield %dt0 : !stream.timepoint
    } else {
      %t1, %tp1 = stream.resource.alloca uninitialized await(%iter_tp) => !stream.resource<transient>{%c256} => !stream.timepoint
      %joined1 = stream.timepoint.join max(%iter_tp, %tp1) => !stream.timepoint
      %e1 = stream.cmd.execute await(%joined1) => with(%t1 as %c: !stream.resource<transient>{%c256}) {
        stream.cmd.fill %c0_i32, %c[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
      } => !stream.timepoint
      %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c256} => !stream.timepoint
      scf.yield %dt1 : !stream.timepoint
    }
    scf.yield %branch_tp : !stream.timepoint
  }

  %result, %result_tp = stream.resource.transients await(%final_tp) => %arg0 : !stream.resource<*>{%arg0_size}
      from %storage : !stream.resource<transient>{%storage_size}
      => !stream.timepoint

  // CHECK-NOT: stream.resource.alloca
  // CHECK-NOT: stream.resource.dealloca
  // CHECK-NOT: stream.resource.transients
  // CHECK: util.return %[[ARG0]], %[[ARG0_SIZE]]
  util.return %result, %arg0_size : !stream.resource<*>, index
}

