
// CHECK-LABEL: @DontFoldTimepointExportMismatch
util.func private @DontFoldTimepointExportMismatch(%arg0: !hal.semaphore, %arg1: index) -> (!hal.semaphore, i32) {
  // CHECK: stream.timepoint.import
  %0 = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  // CHECK-NEXT: stream.timepoint.export
  %1:2 = stream.timepoint.export %0 => (!hal.semaphore, i32)
  util.return %1#0, %1#1 : !hal.semaphore, i32
}

