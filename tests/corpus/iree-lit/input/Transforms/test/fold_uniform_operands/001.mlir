// RUN: iree-opt --split-input-file --iree-stream-fold-uniform-operands %s | FileCheck %s

// Tests that the pass doesn't crash if there is no inner module.

// CHECK-LABEL: @noInnerModuleEx
stream.executable private @noInnerModuleEx {
  // CHECK: stream.executable.export public @dispatch workgroups(%[[ARG0:.+]]: index, %[[ARG1:.+]]: index)
  stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
    // CHECK: iree_tensor_ext.dispatch.workgroup_count_from_slice(%[[ARG0]], %[[ARG1]])
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1)
    stream.return %x, %y, %z : index, index, index
  }
}
// CHECK: util.func public @no_inner_module(%[[ARG0:.+]]: !hal.buffer_view, %[[ARG1:.+]]: index, %[[ARG2:.+]]: index)
util.func public @no_inner_module(%arg0: !hal.buffer_view, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
  %result_timepoint = stream.cmd.execute with(%alloc as %capture: !stream.resource<transient>{%c20}) {
    // CHECK: stream.cmd.dispatch @noInnerModuleEx::@dispatch
    // CHECK-SAME: [%[[ARG1]], %[[ARG1]]]
    // CHECK-SAME: (%[[ARG1]], %[[ARG2]], %[[ARG2]] : index, index, index)
    stream.cmd.dispatch @noInnerModuleEx::@dispatch[%arg1, %arg1](%arg1, %arg2, %arg2 : index, index, index) {
      rw %capture[%c0 for %c20] : !stream.resource<transient>{%c20}
    }
  } => !stream.timepoint
  util.return
}

