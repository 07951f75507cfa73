
// Tests that duplicate workloads are folded if they are uniform at all dispatch sites.

// CHECK-LABEL: @deduplicateWorkloadsEx
stream.executable private @deduplicateWorkloadsEx {
  // CHECK: stream.executable.export public @dispatch workgroups(%[[ARG0:.+]]: index, %[[ARG1:.+]]: index, %[[ARG2:.+]]: index)
  stream.executable.export public @dispatch workgroups(%arg0: index, %arg1: index, %arg2 : index, %arg3 : index, %arg4 : index) -> (index, index, index) {
    // CHECK: iree_tensor_ext.dispatch.workgroup_count_from_slice(%[[ARG0]], %[[ARG0]], %[[ARG1]], %[[ARG0]], %[[ARG2]])
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2, %arg3, %arg4)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module  {
    // CHECK: util.func public @dispatch(%[[ARG0:.+]]: !stream.binding, %[[ARG1:.+]]: index, %[[ARG2:.+]]: index, %[[ARG3:.+]]: index)
    util.func public @dispatch(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index) {
      // CHECK-NEXT: util.optimization_barrier %[[ARG0]] : !stream.binding
      util.optimization_barrier %arg0 : !stream.binding
      // CHECK-NEXT: %[[ASSUME:.+]]:5 = util.assume.int
      %0:5 = util.assume.int
          %arg1<umin = 4, umax = 524160, udiv = 4>,
          %arg1<umin = 4, umax = 524160, udiv = 4>,
          %arg2<umin = 4, umax = 524160, udiv = 4>,
          %arg1<umin = 4, umax = 524160, udiv = 4>,
          %arg3<umin = 4, umax = 524160, udiv = 4>
        : index, index, index, index, index
      // CHECK: %[[ORDINAL0:.+]] = iree_tensor_ext.dispatch.workload.ordinal %[[ASSUME]]#0, 0 : index
      %1 = iree_tensor_ext.dispatch.workload.ordinal %0#0, 0 : index
      // CHECK-NEXT: util.optimization_barrier %[[ORDINAL0]] : index
      util.optimization_barrier %1 : index
      // CHECK-NEXT: %[[ORDINAL1:.+]] = iree_tensor_ext.dispatch.workload.ordinal %[[ASSUME]]#1, 0 : index
      %2 = iree_tensor_ext.dispatch.workload.ordinal %0#1, 1 : index
      // CHECK-NEXT: util.optimization_barrier %[[ORDINAL1]] : index
      util.optimization_barrier %2 : index
      // CHECK-NEXT: %[[ORDINAL2:.+]] = iree_tensor_ext.dispatch.workload.ordinal %[[ASSUME]]#2, 1 : index
      %3 = iree_tensor_ext.dispatch.workload.ordinal %0#2, 2 : index
      // CHECK-NEXT: util.optimization_barrier %[[ORDINAL2]] : index
      util.optimization_barrier %3 : index
      // CHECK-NEXT: %[[ORDINAL3:.+]] = iree_tensor_ext.dispatch.workload.ordinal %[[ASSUME]]#3, 0 : index
      %4 = iree_tensor_ext.dispatch.workload.ordinal %0#3, 3 : index
      // CHECK-NEXT: util.optimization_barrier %[[ORDINAL3]] : index
      util.optimization_barrier %4 : index
      // CHECK-NEXT: %[[ORDINAL4:.+]] = iree_tensor_ext.dispatch.workload.ordinal %[[ASSUME]]#4, 2 : index
      %5 = iree_tensor_ext.dispatch.workload.ordinal %0#4, 4 : index
      // CHECK-NEXT: util.optimization_barrier %[[ORDINAL4]] : index
      util.optimization_barrier %5 : index
      util.return
    }
  }
}
// CHECK: util.func public @deduplicateWorkloads(%[[ARG0:.+]]: !hal.buffer_view, %[[ARG1:.+]]: index, %[[ARG2:.+]]: index, %[[ARG3:.+]]: index)
util.func public @deduplicateWorkloads(%arg0: !hal.buffer_view, %arg1: index, %arg2: index, %arg3: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c20}
  %result_timepoint = stream.cmd.execute with(%alloc as %capture: !stream.resource<transient>{%c20}) {
    // CHECK: stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch
    // CHECK-SAME: [%[[ARG1]], %[[ARG1]], %[[ARG3]]]
    // CHECK-SAME: (%[[ARG1]], %[[ARG2]], %[[ARG3]] : index, index, index)
    stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch[%arg1, %arg1, %arg1, %arg1, %arg3](%arg1, %arg2, %arg3 : index, index, index) {
      rw %capture[%c0 for %c20] : !stream.resource<transient>{%c20}
    }
    // CHECK: stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch
    // CHECK-SAME: [%[[ARG1]], %[[ARG2]], %[[ARG3]]]
    // CHECK-SAME: (%[[ARG1]], %[[ARG2]], %[[ARG3]] : index, index, index)
    stream.cmd.dispatch @deduplicateWorkloadsEx::@dispatch[%arg1, %arg1, %arg2, %arg1, %arg3](%arg1, %arg2, %arg3 : index, index, index) {
      rw %capture[%c0 for %c20] : !stream.resource<transient>{%c20}
    }
  } => !stream.timepoint
  util.return
}
