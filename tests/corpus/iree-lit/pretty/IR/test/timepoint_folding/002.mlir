module {
  util.func private @DontFoldTimepointExportMismatch(%arg0: !hal.semaphore, %arg1: index) -> (!hal.semaphore, i32) {
    %0 = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
    %1:2 = stream.timepoint.export %0 => (!hal.semaphore, i32)
    util.return %1#0, %1#1 : !hal.semaphore, i32
  }
}

