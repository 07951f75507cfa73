
// Tests that deallocations are not inserted when one is already present for
// a particular resource.

// CHECK-LABEL: @ignoreHandledResources
util.func private @ignoreHandledResources(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  // CHECK: stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: stream.test.timeline_op
  %execute_timepoint = stream.test.timeline_op await(%alloca_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca
  // CHECK-NOT: stream.resource.dealloca
  %dealloca_timepoint = stream.resource.dealloca await(%execute_timepoint) => %resource : !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: util.return %[[DEALLOCA_TIMEPOINT]]
  util.return %dealloca_timepoint : !stream.timepoint
}

