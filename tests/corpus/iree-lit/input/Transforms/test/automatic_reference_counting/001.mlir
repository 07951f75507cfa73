// RUN: iree-opt --split-input-file --iree-stream-automatic-reference-counting %s | FileCheck %s

// Tests insertion of deallocations when there are no users.

// CHECK-LABEL: @insertDeallocaNoUses
// CHECK-SAME: (%[[INPUT_TIMEPOINT:.+]]: !stream.timepoint, %[[SIZE:.+]]: index)
util.func private @insertDeallocaNoUses(%input_timepoint: !stream.timepoint, %size: index) -> !stream.timepoint {
  // CHECK: %[[RESOURCE:.+]], %[[ALLOCA_TIMEPOINT:.+]] = stream.resource.alloca
  %resource, %alloca_timepoint = stream.resource.alloca uninitialized await(%input_timepoint) => !stream.resource<transient>{%size} => !stream.timepoint
  // CHECK: %[[DEALLOCA_TIMEPOINT:.+]] = stream.resource.dealloca origin await(%[[ALLOCA_TIMEPOINT]]) => %[[RESOURCE]] : !stream.resource<transient>{%[[SIZE]]} => !stream.timepoint
  // CHECK: util.return %[[DEALLOCA_TIMEPOINT]]
  util.return %alloca_timepoint : !stream.timepoint
}

