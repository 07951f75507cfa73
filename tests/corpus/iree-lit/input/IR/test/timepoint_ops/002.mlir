
// CHECK-LABEL: @timepointImport
util.func private @timepointImport(%arg0: !hal.semaphore, %arg1: index) -> !stream.timepoint {
  // CHECK: = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  %0 = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  util.return %0 : !stream.timepoint
}

