
// Tests with execute op to ensure it's not pulled into size query.

// CHECK-LABEL: @with_execute
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>,
// CHECK-SAME:  %[[TP:[a-z0-9]+]]: !stream.timepoint)
// CHECK-SAME: iree.abi.transients.size = @with_execute_transients_size
util.func public @with_execute(
  %arg0: !stream.resource<*>, %arg0_size: index,
  %storage: !stream.resource<transient>,
  %tp: !stream.timepoint
) -> (!stream.resource<*>, index) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : index
  // Pack with constant size.
  %0:2 = stream.resource.pack slices({
    [0, 0] = %c1024
  }) : index attributes {stream.experimental.transients}
  %1 = stream.resource.subview %storage[%0#1] : !stream.resource<transient>{%0#0} -> !stream.resource<transient>{%c1024}
  // Execute should NOT be cloned into size query.
  %2 = stream.cmd.execute await(%tp) => with(%1 as %arg3: !stream.resource<transient>{%c1024}) {
    stream.cmd.fill %c0_i32, %arg3[%c0 for %c1024] : i32 -> !stream.resource<transient>{%c1024}
  } => !stream.timepoint
  util.return %arg0, %arg0_size : !stream.resource<*>, index
}

// CHECK: util.func public @with_execute_transients_size
// CHECK-SAME: (%[[ARG0:[a-z0-9]+]]: !stream.resource<*>, %[[ARG0_SIZE:[a-z0-9]+]]: index,
// CHECK-SAME:  %[[STORAGE:[a-z0-9]+]]: !stream.resource<transient>,
// CHECK-SAME:  %[[TP:[a-z0-9]+]]: !stream.timepoint)
//      CHECK: %[[C1024:.+]] = arith.constant 1024 : index
//      CHECK: %[[PACK:.+]]:2 = stream.resource.pack slices({
// CHECK-NEXT:   [0, 0] = %[[C1024]]
// CHECK-NEXT: }) : index
// Size query should only have the constant, not the execute.
//  CHECK-NOT: stream.cmd.execute
//  CHECK-NOT: stream.resource.subview
//      CHECK: util.return %[[PACK]]#0 : index
