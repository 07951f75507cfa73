module {
  util.func private @FoldTimepointExport(%arg0: !hal.semaphore, %arg1: index) -> (!hal.semaphore, index) {
    %0 = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
    %1:2 = stream.timepoint.export %0 => (!hal.semaphore, index)
    util.return %1#0, %1#1 : !hal.semaphore, index
  }
}

