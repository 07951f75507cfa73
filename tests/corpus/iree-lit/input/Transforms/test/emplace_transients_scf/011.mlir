
// Tests deeply nested control flow: scf.if -> scf.if -> scf.if.
// This stresses the region ancestry tracking with multiple levels.

// CHECK-LABEL: @deeply_nested_scf_if
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>, %[[STORAGE_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[COND1:[a-z0-9]+]]: i1, %[[COND2:[a-z0-9]+]]: i1, %[[COND3:[a-z0-9]+]]: i1,
// CHECK-SAME:  %[[INPUT_TIMEPOINT:[a-z0-9]+]]: !stream.timepoint)
util.func public @deeply_nested_scf_if(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>, %storage_size: index,
  %cond1: i1, %cond2: i1, %cond3: i1,
  %input_timepoint: !stream.timepoint
) -> (!stream.resource<*>, index) {
  // CHECK-DAG: %[[ZERO_INDEX:.+]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-DAG: %[[ZERO_I32:.+]] = arith.constant 0 : i32
  %c0_i32 = arith.constant 0 : i32
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // CHECK: %[[INNER_ELSE_SIZE:.+]] = arith.constant 256 : index
  %c256 = arith.constant 256 : index
  // CHECK: %[[INNER_THEN_SIZE:.+]] = arith.constant 512 : index
  %c512 = arith.constant 512 : index

  // Conservative max for innermost nested if (level 3: 256 vs 512).
  // CHECK: %[[INNER_MAX0:.+]] = arith.maxui %[[INNER_ELSE_SIZE]], %[[INNER_ELSE_SIZE]] : index
  // CHECK: %[[INNER_MAX:.+]] = arith.maxui %[[INNER_MAX0]], %[[INNER_THEN_SIZE]] : index
  // CHECK: %[[OUTER_ELSE_SIZE:.+]] = arith.constant 64 : index
  // CHECK: %[[MIDDLE_ELSE_SIZE:.+]] = arith.constant 128 : index
  //
  // Pack with 3 slots for 3 distinct nesting levels.
  // CHECK: %[[PACK:.+]]:4 = stream.resource.pack slices({
  // CHECK-NEXT: [0, 0] = %[[INNER_MAX]],
  // CHECK-NEXT: [0, 0] = %[[OUTER_ELSE_SIZE]],
  // CHECK-NEXT: [0, 0] = %[[MIDDLE_ELSE_SIZE]]
  // CHECK-NEXT: }) : index attributes {stream.experimental.transients}
  //
  // Nested scf.if structure (3 levels).
  // CHECK: scf.if %[[COND1]]
  %final_tp = scf.if %cond1 -> !stream.timepoint {
    // CHECK: scf.if %[[COND2]]
    %l1_tp = scf.if %cond2 -> !stream.timepoint {
      // CHECK: scf.if %[[COND3]]
      %l2_tp = scf.if %cond3 -> !stream.timepoint {
        // Level 3: innermost, awaiting input timepoint.
        // Slot 0 subviews for innermost if branches (same offset).
        // CHECK: stream.resource.subview %{{.+}}[%[[PACK]]#1]
        %t0, %tp0 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c512} => !stream.timepoint
        // CHECK: stream.cmd.execute
        %e0 = stream.cmd.execute await(%tp0) => with(%t0 as %c: !stream.resource<transient>{%c512}) {
          stream.cmd.fill %c0_i32, %c[%c0 for %c512] : i32 -> !stream.resource<transient>{%c512}
        } => !stream.timepoint
        %dt0 = stream.resource.dealloca await(%e0) => %t0 : !stream.resource<transient>{%c512} => !stream.timepoint
        scf.yield %dt0 : !stream.timepoint
      } else {
        // CHECK: stream.resource.subview %{{.+}}[%[[PACK]]#1]
        %t1, %tp1 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c256} => !stream.timepoint
        // CHECK: stream.cmd.execute
        %e1 = stream.cmd.execute await(%tp1) => with(%t1 as %c: !stream.resource<transient>{%c256}) {
          stream.cmd.fill %c0_i32, %c[%c0 for %c256] : i32 -> !stream.resource<transient>{%c256}
        } => !stream.timepoint
        %dt1 = stream.resource.dealloca await(%e1) => %t1 : !stream.resource<transient>{%c256} => !stream.timepoint
        scf.yield %dt1 : !stream.timepoint
      }
      scf.yield %l2_tp : !stream.timepoint
    } else {
      // Slot 1 subview for middle level else.
      // CHECK: stream.resource.subview %{{.+}}[%[[PACK]]#3]
      %t2, %tp2 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c128} => !stream.timepoint
      // CHECK: stream.cmd.execute
      %e2 = stream.cmd.execute await(%tp2) => with(%t2 as %c: !stream.resource<transient>{%c128}) {
        stream.cmd.fill %c0_i32, %c[%c0 for %c128] : i32 -> !stream.resource<transient>{%c128}
      } => !stream.timepoint
      %dt2 = stream.resource.dealloca await(%e2) => %t2 : !stream.resource<transient>{%c128} => !stream.timepoint
      scf.yield %dt2 : !stream.timepoint
    }
    scf.yield %l1_tp : !stream.timepoint
  } else {
    // Slot 2 subview for outermost else.
    // CHECK: stream.resource.subview %{{.+}}[%[[PACK]]#2]
    %t3, %tp3 = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%c64} => !stream.timepoint
    // CHECK: stream.cmd.execute
    %e3 = stream.cmd.execute await(%tp3) => with(%t3 as %c: !stream.resource<transient>{%c64}) {
      stream.cmd.fill %c0_i32, %c[%c0 for %c64] : i32 -> !stream.resource<transient>{%c64}
    } => !stream.timepoint
    %dt3 = stream.resource.dealloca await(%e3) => %t3 : !stream.resource<transient>{%c64} => !stream.timepoint
    scf.yield %dt3 : !stream.timepoint
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
