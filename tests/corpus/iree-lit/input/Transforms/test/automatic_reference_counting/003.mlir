
// Tests insertion of deallocations when there is one user.

// CHECK-LABEL: @insertDeallocaOneUserOneUse
util.func private @insertDeallocaOneUserOneUse(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[EXECUTE_TIMEPOINT:.+]] = stream.test.timeline_op
  %execute_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[EXECUTE_TIMEPOINT]]) => %[[RESOURCE]]
  // CHECK: util.return %[[DEALLOCA_TIMEPOINT]]
  util.return %execute_timepoint : !stream.timepoint
}

