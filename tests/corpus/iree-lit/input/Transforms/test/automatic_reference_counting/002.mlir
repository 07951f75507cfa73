
// Tests that deallocations have affinities assigned when available.

// CHECK-LABEL: @insertDeallocaWithAffinity
util.func private @insertDeallocaWithAffinity(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized on(#hal.device.promise<@device>) await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: stream.resource.dealloca on(#hal.device.promise<@device>)
  util.return %alloca_timepoint : !stream.timepoint
}

