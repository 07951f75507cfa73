
// Tests that allocations explicitly marked as indeterminate don't get
// deallocated as if analysis decided so.

// CHECK-LABEL: @explicitIndeterminateAlloca
util.func private @explicitIndeterminateAlloca(%input_timepoint: !stream.timepoint, %size: index) -> () {
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized indeterminate await(%input_timepoint) => !stream.resource<variable>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.return
}

