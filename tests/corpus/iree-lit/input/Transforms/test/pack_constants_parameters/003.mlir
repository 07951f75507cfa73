
// Verifies that a parameter without a scope produces no scope buffer constant
// and the cmd.parameter.load entry has only the key (no :: separator).

// CHECK-LABEL: @parameterLoadNoScope
util.func public @parameterLoadNoScope() -> (!stream.resource<constant>, !stream.timepoint) {
  %c40 = arith.constant 40 : index
  // CHECK-DAG: %[[KEY:.+]] = util.buffer.constant : !util.buffer = "weights"
  // CHECK: stream.cmd.parameter.load
  // CHECK-SAME: {
  // CHECK-NEXT:   %[[KEY]]
  // CHECK-NOT:    ::
  // CHECK-SAME:   : !stream.resource<constant>
  // CHECK-NEXT: } =>
  %0:2 = stream.resource.constants :
    !stream.resource<constant>{%c40} = #stream.parameter.named<"weights"> : tensor<10xf32>
    => !stream.timepoint
  util.return %0#0, %0#1 : !stream.resource<constant>, !stream.timepoint
}

