
// Tests that resources loaded from globals are treated as indeterminate.

util.global private @resource : !stream.resource<variable>
util.global private @timepoint : !stream.timepoint

// CHECK-LABEL: @ignoreGlobalLoad
util.func private @ignoreGlobalLoad(%size: index) -> !stream.timepoint {
  %resource = util.global.load @resource : !stream.resource<variable>
  %load_timepoint = util.global.load @timepoint : !stream.timepoint
  // CHECK: stream.test.timeline_op
  %execute_timepoint = stream.test.timeline_op await(%load_timepoint) =>
    with(%resource) : (!stream.resource<variable>{%size}) -> () => !stream.timepoint
  // CHECK-NOT: stream.resource.dealloca
  util.return %execute_timepoint : !stream.timepoint
}

