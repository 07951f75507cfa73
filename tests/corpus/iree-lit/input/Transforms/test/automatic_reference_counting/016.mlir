
// Tests that resources stored to globals are treated as indeterminate.

util.global private mutable @resource : !stream.resource<variable>
util.global private mutable @timepoint : !stream.timepoint

// CHECK-LABEL: @ignoreGlobalStore
util.func private @ignoreGlobalStore(%input_timepoint: !stream.timepoint, %size: index) -> () {
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<variable>{%size} => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.global.store %resource, @resource : !stream.resource<variable>
  util.global.store %alloca_timepoint, @timepoint : !stream.timepoint
  util.return
}

