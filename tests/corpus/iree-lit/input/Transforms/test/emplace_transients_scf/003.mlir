
// Tests scf.for with loop-carried transient timepoint.

// CHECK-LABEL: @scf_for_with_transient
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[LB:[a-z0-9]+]]: index, %[[UB:[a-z0-9]+]]: index, %[[STEP:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_for_with_transient(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %lb: index, %ub: index, %step: index,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  %c128 = arith.constant 128 : index

  // Loop with transient allocation inside, first iter awaits input timepoint.
  // CHECK: scf.for %{{.+}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITER_TP:.+]] = %[[INPUT_TIMEPOINT]]) -> (!stream.timepoint) {
  %final_tp = scf.for %iv = %lb to %ub step %step iter_args(%iter_tp = %input_timepoint) -> !stream.timepoint {
    // CHECK: %[[LOOP_BUFFER_SIZE:.+]] = arith.constant 128 : index
    // Pack with single slice for loop-reused transient (now inside loop).
    // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
    // CHECK-NEXT:   [0, 0] = %[[LOOP_BUFFER_SIZE]]
    // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
    //
    // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
    //
    // Storage subview.
    // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}
    // Transient subview created inside loop (once per iteration).
    // CHECK: %[[TRANSIENT_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1] : !stream.resource<transient>{%[[PACK]]#0} -> !stream.resource<transient>{%[[LOOP_BUFFER_SIZE]]}
    // CRITICAL: Join uses iter_tp which threads timeline through loop iterations.
    // CHECK: %[[JOINED:.+]] = stream.timepoint.join max(%[[ITER_TP]], %[[ITER_TP]]) => !stream.timepoint
    %t, %alloc_tp = stream.resource.alloca uninitialized await(%iter_tp) => !stream.resource<transient>{%c128} => !stream.timepoint
    %joined = stream.timepoint.join max(%iter_tp, %alloc_tp) => !stream.timepoint
    // CHECK: %[[EXEC_TP:.+]] = stream.cmd.execute await(%[[JOINED]]) => with(%[[TRANSIENT_SUBVIEW]] as %[[CAPTURE:.+]]: !stream.resource<transient>{%[[LOOP_BUFFER_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[CAPTURE]][%[[ZERO_INDEX]] for %[[LOOP_BUFFER_SIZE]]] : i32 -> !stream.resource<transient>{%[[LOOP_BUFFER_SIZE]]}
    // CHECK: } => !stream.timepoint
    %exec_tp = stream.cmd.execute await(%joined) => with(%t as %c: !stream.resource<transient>{%c128}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
    } => !stream.timepoint
    %dealloc_tp = stream.resource.dealloca await(%exec_tp) => %t : !stream.resource<transient>{%c128} => !stream.timepoint
    // CHECK: scf.yield %[[EXEC_TP]] : !stream.timepoint
    scf.yield %dealloc_tp : !stream.timepoint
  // CHECK: }
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

