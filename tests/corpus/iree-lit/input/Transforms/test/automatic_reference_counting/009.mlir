
// Tests that live-out resources are ignored.

// CHECK-LABEL: @ignoreLiveOut
util.func private @ignoreLiveOut(%input_timepoint: !stream.timepoint, %size: index) -> (!stream.resource<transient>, !stream.timepoint) {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  // CHECK: util.return %[[RESOURCE]], %[[ALLOCA_TIMEPOINT]]
  util.return %resource, %alloca_timepoint : !stream.resource<transient>, !stream.timepoint
}

