
// Tests that size computation in scf.if is hoisted above the scf.if when alloca is later.

// CHECK-LABEL: @size_in_scf_if_alloca_later
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @size_in_scf_if_alloca_later(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  // CHECK-DAG: %[[THEN_BASE_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index
  // CHECK-DAG: %[[ELSE_BASE_SIZE:.+]] = arith.constant 1024 : index
  %c1024 = arith.constant 1024 : index

  // Size computed in scf.if (original - used at execution).
  // CHECK: %[[TRANSIENT_SIZE:.+]] = scf.if %[[COND]] -> (index)
  %transient_size = scf.if %cond -> index {
    // CHECK: scf.yield %[[THEN_BASE_SIZE]] : index
    scf.yield %c512 : index
  } else {
    // CHECK: scf.yield %[[ELSE_BASE_SIZE]] : index
    scf.yield %c1024 : index
  }

  // Some other ops between scf.if and alloca.
  // CHECK: %[[MULTIPLIER:.+]] = arith.constant 2 : index
  %c2 = arith.constant 2 : index
  // CHECK: %[[ADJUSTED_SIZE:.+]] = arith.muli %[[TRANSIENT_SIZE]], %[[MULTIPLIER]]
  %adjusted_size = arith.muli %transient_size, %c2 : index

  // Cloned size computation for pack (hoisted after original).
  // CHECK: %[[TRANSIENT_SIZE_CLONE:.+]] = scf.if %[[COND]] -> (index)
  // CHECK: %[[MULTIPLIER_CLONE:.+]] = arith.constant 2 : index
  // CHECK: %[[ADJUSTED_SIZE_CLONE:.+]] = arith.muli %[[TRANSIENT_SIZE_CLONE]], %[[MULTIPLIER_CLONE]]
  //
  // Pack uses cloned computation.
  // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
  // CHECK-NEXT: [0, 0] = %[[ADJUSTED_SIZE_CLONE]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
  //
  // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
  // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}

  // Allocate transient with size from scf.if, awaiting input timepoint.
  // CHECK: %[[TRANSIENT_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
  %transient, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) =>
      !stream.resource<transient>{%adjusted_size} => !stream.timepoint
  // Subview from alloca replacement flows into execute.
  // CHECK: %[[EXEC_TP:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[TRANSIENT_SUBVIEW]] as %[[CAPTURE:.+]]: !stream.resource<transient>{%[[ADJUSTED_SIZE]]}) {
  // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[CAPTURE]][%[[ZERO_INDEX]] for %[[ADJUSTED_SIZE]]] : i32 -> !stream.resource<transient>{%[[ADJUSTED_SIZE]]}
  // CHECK: } => !stream.timepoint
  %exec_timepoint = stream.cmd.execute
      await(%alloca_timepoint) => with(%transient as %t: !stream.resource<transient>{%adjusted_size}) {
    stream.cmd.fill %c0_i32, %t[%c0 for %adjusted_size] : i32 -> !stream.resource<transient>{%adjusted_size}
  } => !stream.timepoint

  %dealloca_timepoint = stream.resource.dealloca await(%exec_timepoint) => %transient : !stream.resource<transient>{%adjusted_size} => !stream.timepoint

  %result_annotated, %result_tp = stream.resource.transients await(%dealloca_timepoint) => %arg0 : !stream.resource<*>{%arg0_size}
      from %storage : !stream.resource<transient>{%storage_size}
      => !stream.timepoint

  // CHECK-NOT: stream.resource.alloca
  // CHECK-NOT: stream.resource.dealloca
  // CHECK-NOT: stream.resource.transients
  // CHECK: util.return %[[ARG0]], %[[ARG0_SIZE]]
  util.return %result_annotated, %arg0_size : !stream.resource<*>, index
}

