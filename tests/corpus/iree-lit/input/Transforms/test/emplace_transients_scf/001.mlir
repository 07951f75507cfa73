// RUN: iree-opt --split-input-file --iree-stream-emplace-transients --verify-diagnostics %s | FileCheck %s

// Tests SCF control flow with transient in one branch.

// CHECK-LABEL: @scf_if_transient_in_then
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @scf_if_transient_in_then(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32

  // Timeline flows through scf.if - transient allocated in then branch awaiting input timepoint.
  // CHECK: %[[FINAL_TP:.+]] = scf.if %[[COND]] -> (!stream.timepoint) {
  %final_tp = scf.if %cond -> !stream.timepoint {
    // CHECK: %[[TRANSIENT_SIZE:.+]] = arith.constant 512 : index
    %c512 = arith.constant 512 : index
    // Size computation clones the constant to hoist it for pack computation.
    // CHECK: %[[TRANSIENT_SIZE_CONSERVATIVE:.+]] = arith.constant 512 : index
    // Pack with single slice (only then branch has allocation) - inserted inside scf.if since alloca dominance is local to this region.
    // Pack uses the conservative (cloned) size.
    // CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
    // CHECK-NEXT:   [0, 0] = %[[TRANSIENT_SIZE_CONSERVATIVE]]
    // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
    // Storage subview at offset 0.
    // CHECK: %[[BASE_OFFSET:.+]] = arith.constant 0 : index
    // CHECK: %[[STORAGE_VIEW:.+]] = stream.resource.subview %[[STORAGE]][%[[BASE_OFFSET]]] : !stream.resource<transient>{%[[STORAGE_SIZE]]} -> !stream.resource<transient>{%[[PACK]]#0}
    // Transient subview uses the original alloca size (not conservative).
    // CHECK: %[[TRANSIENT_SUBVIEW:.+]] = stream.resource.subview %[[STORAGE_VIEW]][%[[PACK]]#1]
    // CHECK-SAME: !stream.resource<transient>{%[[PACK]]#0} -> !stream.resource<transient>{%[[TRANSIENT_SIZE]]}
    %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c512} => !stream.timepoint
    // CRITICAL: Execute awaits input timepoint (alloca removed, timeline preserved).
    // CHECK: %[[EXEC_TP:.+]] = stream.cmd.execute await(%[[INPUT_TIMEPOINT]]) => with(%[[TRANSIENT_SUBVIEW]] as %[[CAPTURE:.+]]: !stream.resource<transient>{%[[TRANSIENT_SIZE]]}) {
    // CHECK:   stream.cmd.fill %[[ZERO_I32]], %[[CAPTURE]][%[[ZERO_INDEX]] for %[[TRANSIENT_SIZE]]] : i32 -> !stream.resource<transient>{%[[TRANSIENT_SIZE]]}
    // CHECK: } => !stream.timepoint
    %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%c512}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
    } => !stream.timepoint
    %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c512} => !stream.timepoint
    // CHECK: scf.yield %[[EXEC_TP]] : !stream.timepoint
    scf.yield %dt0 : !stream.timepoint
  // CHECK: } else {
  } else {
    // CHECK: %[[IMMEDIATE:.+]] = stream.timepoint.immediate => !stream.timepoint
    %immediate = stream.timepoint.immediate => !stream.timepoint
    // CHECK: scf.yield %[[IMMEDIATE]] : !stream.timepoint
    scf.yield %immediate : !stream.timepoint
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

