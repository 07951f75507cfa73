
// Tests that alloca in scf.for with size computed outside is handled.

// CHECK-LABEL: @alloca_in_scf_for_size_outside
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[STEP:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @alloca_in_scf_for_size_outside(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %lb: index, %ub: index, %step: index,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[BYTES_PER_ELEMENT:.+]] = arith.constant 4 : index
  %c4 = arith.constant 4 : index

  // Size computation already outside loop - reused directly.
  %loop_size = arith.muli %arg0_size, %c4 : index

  // Alloca inside loop with size from outside, first iter awaits input timepoint.
  // scf.for with pack and subview created inside loop.
  // CHECK: scf.for %{{.+}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITER_TP:.+]] = %[[INPUT_TIMEPOINT]]) -> (!stream.timepoint) {
  %final_tp = scf.for %iv = %lb to %ub step %step iter_args(%iter_tp = %input_timepoint) -> !stream.timepoint {
    // Size computation moved inside loop.
    // CHECK: %[[LOOP_SIZE_INNER:.+]] = arith.muli %[[ARG0_SIZE]], %[[BYTES_PER_ELEMENT]] : index
    // Pack now inside loop.
    // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
    // CHECK-NEXT:   [0, 0] = %[[LOOP_SIZE_INNER]]
    // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
    // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
    // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}
    // CHECK: %[[TRANSIENT_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    %t, %alloc_tp = stream.resource.alloca uninitialized await(%iter_tp) => !stream.resource<transient>{%loop_size} => !stream.timepoint
    // CHECK: %[[JOINED:.+]] = stream.timepoint.join max(%[[ITER_TP]], %[[ITER_TP]]) => !stream.timepoint
    %joined = stream.timepoint.join max(%iter_tp, %alloc_tp) => !stream.timepoint
    // CHECK: %[[EXEC_TP:.+]] = stream.cmd.execute await(%[[JOINED]]) => with(%[[TRANSIENT_SUBVIEW]] as %[[CAPTURE:.+]]: !stream.resource<transient>{%[[LOOP_SIZE_INNER]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[CAPTURE]][%[[ZERO_INDEX]] for %[[LOOP_SIZE_INNER]]] : i32 -> !stream.resource<transient>{%[[LOOP_SIZE_INNER]]}
    // CHECK: } => !stream.timepoint
    %exec_tp = stream.cmd.execute await(%joined) => with(%t as %c: !stream.resource<transient>{%loop_size}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %loop_size] : i32 -> !stream.resource<transient>{%loop_size}
    } => !stream.timepoint
    %dealloc_tp = stream.resource.dealloca await(%exec_tp) => %t : !stream.resource<transient>{%loop_size} => !stream.timepoint
    // CHECK: scf.yield %[[EXEC_TP]] : !stream.timepoint
    scf.yield %dealloc_tp : !stream.timepoint
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

