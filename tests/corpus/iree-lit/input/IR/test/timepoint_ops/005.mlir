
// CHECK-LABEL: @timepointJoin
util.func private @timepointJoin(%arg0: !stream.timepoint, %arg1: !stream.timepoint) -> !stream.timepoint {
  // CHECK: = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
  %0 = stream.timepoint.join max(%arg0, %arg1) => !stream.timepoint
  util.return %0 : !stream.timepoint
}

