
// Tests that resources waited on do not cause deallocations as the timeline
// is disrupted.

// CHECK-LABEL: @ignoreAwaited
util.func private @ignoreAwaited(%input_timepoint: !stream.timepoint, %size: index) -> !stream.resource<transient> {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  // CHECK: %[[READY_RESOURCE:.+]] = stream.timepoint.await %[[ALLOCA_TIMEPOINT]] => %[[RESOURCE]]
  %ready_resource = stream.timepoint.await %alloca_timepoint => %resource : !stream.resource<transient>{%size}
  // CHECK: util.return %[[READY_RESOURCE]]
  util.return %ready_resource : !stream.resource<transient>
}

