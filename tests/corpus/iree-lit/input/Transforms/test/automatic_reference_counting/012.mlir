
// Tests that if stream.resource.retain/release ops are present the resource
// they are applied to is not touched but other resources do get handled.

// CHECK-LABEL: @ignoreRetainRelease
// CHECK-SAME: (%[[INPUT_TIMEPOINT:.+]]: !stream.timepoint, %[[SIZE:.+]]: index)
util.func private @ignoreRetainRelease(%input_timepoint: !stream.timepoint, %size: index) -> (!stream.timepoint, !stream.timepoint) {
  // CHECK: %[[IGNORED_RESOURCE:.+]], %[[IGNORED_TIMEPOINT:.+]] = stream.resource.alloca
  %ignored_resource, %ignored_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: stream.resource.retain %[[IGNORED_RESOURCE]]
  stream.resource.retain %ignored_resource : !stream.resource<transient>{%size}
  // CHECK-NOT: stream.resource.dealloca
  // CHECK: %[[HANDLED_RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %handled_resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[ALLOCA_TIMEPOINT]]) => %[[HANDLED_RESOURCE]] : !stream.resource<transient>{%[[SIZE]]} => !stream.timepoint
  // CHECK: util.return %[[IGNORED_TIMEPOINT]], %[[DEALLOCA_TIMEPOINT]]
  util.return %ignored_timepoint, %alloca_timepoint : !stream.timepoint, !stream.timepoint
}

