
// Tests that functions with more than one block are completely ignored.
// This is a limitation of the current pass implementation that operates on one
// block at a time. We could lighten this restriction by supporting certain
// cases of SSA dominance but a proper global analysis is the better way to
// handle things (and gives us calls/etc for free).

// CHECK-LABEL: @ignoreMultiBlockRegions
util.func private @ignoreMultiBlockRegions(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized on(#hal.device.promise<@device>) await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  cf.br ^bb1
^bb1:
  util.return %alloca_timepoint : !stream.timepoint
}

