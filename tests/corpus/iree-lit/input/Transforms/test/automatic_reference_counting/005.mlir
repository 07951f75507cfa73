
// Tests insertion of deallocations when there is multiple users.
// These users run sequentially and the last timepoint is used for the timeline.

// CHECK-LABEL: @insertDeallocaMultiUserSequence
util.func private @insertDeallocaMultiUserSequence(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[EXECUTE0_TIMEPOINT:.+]] = stream.test.timeline_op
  %execute0_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[EXECUTE1_TIMEPOINT:.+]] = stream.test.timeline_op
  %execute1_timepoint = stream.test.timeline_op await(%execute0_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[EXECUTE1_TIMEPOINT]]) => %[[RESOURCE]]
  // Note: needs cleanup in ElideTimepointsPass.
  // CHECK: %[[EXECUTE_JOIN_TIMEPOINT:.+]] = stream.timepoint.join max(%[[EXECUTE0_TIMEPOINT]], %[[DEALLOCA_TIMEPOINT]])
  %execute_join_timepoint = stream.timepoint.join max(%execute0_timepoint, %execute1_timepoint) => !stream.timepoint
  // CHECK: util.return %[[EXECUTE_JOIN_TIMEPOINT]]
  util.return %execute_join_timepoint : !stream.timepoint
}

