
// Tests that functions containing calls are completely ignored.
// This is a limitation of the current pass implementation (we don't have the
// global analysis to know whether the call mutates the resources or globals
// that the resources are aliased to).

// CHECK-LABEL: @ignoreRegionsWithCalls
util.func private @ignoreRegionsWithCalls(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized on(#hal.device.promise<@device>) await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.call @some_func() : () -> ()
  util.return %alloca_timepoint : !stream.timepoint
}
util.func private @some_func() -> () {
  util.return
}

