
// Verifies that multiple parameters from the same scope are batched into a
// single stream.cmd.parameter.load, sharing one scope buffer constant.

// CHECK-LABEL: @parameterLoadBatchSameScope
util.func public @parameterLoadBatchSameScope() -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) {
  %c40 = arith.constant 40 : index
  %c80 = arith.constant 80 : index
  // CHECK-DAG: %[[KEY_W:.+]] = util.buffer.constant : !util.buffer = "weights"
  // CHECK-DAG: %[[KEY_B:.+]] = util.buffer.constant : !util.buffer = "bias"
  // CHECK-DAG: %[[SCOPE:.+]] = util.buffer.constant : !util.buffer = "model"
  // CHECK: stream.cmd.parameter.load
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY_W]]
  // CHECK-SAME:     : !stream.resource<constant>
  // CHECK-NEXT:   %[[SCOPE]]::%[[KEY_B]]
  // CHECK-SAME:     : !stream.resource<constant>
  // CHECK-NEXT: } =>
  %0:3 = stream.resource.constants :
    !stream.resource<constant>{%c40} = #stream.parameter.named<"model"::"weights"> : tensor<10xf32>,
    !stream.resource<constant>{%c80} = #stream.parameter.named<"model"::"bias"> : tensor<20xf32>
    => !stream.timepoint
  util.return %0#0, %0#1, %0#2 : !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint
}

