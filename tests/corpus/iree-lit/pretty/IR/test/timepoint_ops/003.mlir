module {
  util.func private @timepointExport(%arg0: !stream.timepoint) -> (!hal.semaphore, index) {
    %0:2 = stream.timepoint.export %arg0 => (!hal.semaphore, index)
    util.return %0#0, %0#1 : !hal.semaphore, index
  }
}

