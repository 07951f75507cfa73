
// Tests that live-in resources are ignored.

// CHECK-LABEL: @ignoreLiveIn
util.func private @ignoreLiveIn(%input_timepoint: !stream.timepoint, %resource: !stream.resource<transient>, %size: index) -> !stream.timepoint {
  %execute_timepoint = stream.test.timeline_op await(%input_timepoint) =>
    with(%resource) : (!stream.resource<transient>{%size}) -> () => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.return %execute_timepoint : !stream.timepoint
}

