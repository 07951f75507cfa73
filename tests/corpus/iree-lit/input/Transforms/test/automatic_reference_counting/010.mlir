
// Tests that resources with indeterminate lifetimes tied through other ops
// are not deallocated.

// CHECK-LABEL: @ignoreTiedIndeterminate
util.func private @ignoreTiedIndeterminate(%input_timepoint: !stream.timepoint, %resource: !stream.resource<transient>, %size: index) -> !stream.timepoint {
  // CHECK: stream.timepoint.barrier
  %barrier_resource, %barrier_timepoint = stream.timepoint.barrier %resource : !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.return %barrier_timepoint : !stream.timepoint
}

