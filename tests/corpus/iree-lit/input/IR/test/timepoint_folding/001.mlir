// RUN: iree-opt --split-input-file --canonicalize --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: @FoldTimepointExport
util.func private @FoldTimepointExport(%arg0: !hal.semaphore, %arg1: index) -> (!hal.semaphore, index) {
  // CHECK-NOT: stream.timepoint.import
  %0 = stream.timepoint.import %arg0, %arg1 : (!hal.semaphore, index) => !stream.timepoint
  // CHECK-NOT: stream.timepoint.export
  %1:2 = stream.timepoint.export %0 => (!hal.semaphore, index)
  // CHECK: util.return %arg0, %arg1
  util.return %1#0, %1#1 : !hal.semaphore, index
}

