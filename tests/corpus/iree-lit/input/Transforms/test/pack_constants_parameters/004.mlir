
// Verifies that variable-lifetime parameters are packed and gathered (not
// loaded), allocating a storage buffer and using stream.cmd.parameter.gather.

// CHECK-LABEL: @parameterGatherVariables
util.func public @parameterGatherVariables() -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) {
  %c40 = arith.constant 40 : index
  %c80 = arith.constant 80 : index
  // CHECK-DAG: %[[KEY_W:.+]] = util.buffer.constant : !util.buffer = "weights"
  // CHECK-DAG: %[[KEY_B:.+]] = util.buffer.constant : !util.buffer = "bias"
  // CHECK-DAG: %[[SCOPE:.+]] = util.buffer.constant : !util.buffer = "scope"
  // CHECK-DAG: %[[ALLOC:.+]] = stream.resource.alloc uninitialized : !stream.resource<variable>
  // CHECK: stream.cmd.parameter.gather
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY_W]]
  // CHECK-SAME:   -> %[[ALLOC]]
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY_B]]
  // CHECK-SAME:   -> %[[ALLOC]]
  // CHECK-NEXT: } =>
  %0:3 = stream.resource.constants :
    !stream.resource<variable>{%c40} = #stream.parameter.named<"scope"::"weights"> : tensor<10xf32>,
    !stream.resource<variable>{%c80} = #stream.parameter.named<"scope"::"bias"> : tensor<20xf32>
    => !stream.timepoint
  util.return %0#0, %0#1, %0#2 : !stream.resource<variable>, !stream.resource<variable>, !stream.timepoint
}

