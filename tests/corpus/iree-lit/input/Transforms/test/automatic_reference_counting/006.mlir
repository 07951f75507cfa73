
// Tests insertion of deallocations when there is multiple users.
// These users fork and need a join inserted.

// CHECK-LABEL: @insertDeallocaMultiUserFork
util.func private @insertDeallocaMultiUserFork(%input_timepoint: !stream.timepoint, %size: index) -> (!stream.timepoint, !stream.timepoint) {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[EXECUTE0_TIMEPOINT:.+]] = stream.test.timeline_op await(%[[ALLOCA_TIMEPOINT]])
  %execute0_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // Note: this is here to force another timepoint user earlier than the last
  // deallocation; this exposes potential SSA ordering issues.
  // CHECK: %[[OTHER_TIMEPOINT:.+]] = stream.test.timeline_op await(%[[EXECUTE0_TIMEPOINT]])
  %other_timepoint = stream.test.timeline_op await(%execute0_timepoint) =>
    with() : () -> () => !stream.timepoint
  // CHECK: %[[EXECUTE1_TIMEPOINT:.+]] = stream.test.timeline_op await(%[[ALLOCA_TIMEPOINT]])
  %execute1_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[DEALLOCA_JOIN_TIMEPOINT:.+]] = stream.timepoint.join max(%[[EXECUTE0_TIMEPOINT]], %[[EXECUTE1_TIMEPOINT]])
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[DEALLOCA_JOIN_TIMEPOINT]]) => %[[RESOURCE]]
  // Note: the dealloca adds an additional synchronization point.
  // CHECK: util.return %[[OTHER_TIMEPOINT]], %[[DEALLOCA_TIMEPOINT]]
  util.return %other_timepoint, %execute1_timepoint : !stream.timepoint, !stream.timepoint
}

