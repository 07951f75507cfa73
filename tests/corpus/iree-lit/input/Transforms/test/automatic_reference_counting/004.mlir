
// Tests insertion of deallocations when there is one user with multiple uses.
// Finds issues with code using hasOneUse - this should behave the same as
// @insertDeallocaOneUserOneUse.

// CHECK-LABEL: @insertDeallocaOneUserMultiUse
util.func private @insertDeallocaOneUserMultiUse(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[EXECUTE_TIMEPOINT:.+]] = stream.test.timeline_op
  %execute_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource, %resource) : (!stream.resource<transient>{%size}, !stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[EXECUTE_TIMEPOINT]]) => %[[RESOURCE]]
  // CHECK-NOT: stream.resource.dealloca
  // CHECK: util.return %[[DEALLOCA_TIMEPOINT]]
  util.return %execute_timepoint : !stream.timepoint
}

