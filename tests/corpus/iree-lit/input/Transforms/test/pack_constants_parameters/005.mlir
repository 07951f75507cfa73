
// Verifies that variable parameters from different scopes produce separate
// gather operations (one per scope), joined with stream.timepoint.join.

// CHECK-LABEL: @parameterGatherMixedScopes
util.func public @parameterGatherMixedScopes() -> (!stream.resource<variable>, !stream.resource<variable>, !stream.timepoint) {
  %c40 = arith.constant 40 : index
  %c80 = arith.constant 80 : index
  // CHECK-DAG: %[[KEY_W:.+]] = util.buffer.constant : !util.buffer = "weights"
  // CHECK-DAG: %[[SCOPE_A:.+]] = util.buffer.constant : !util.buffer = "scope_a"
  // CHECK: stream.cmd.parameter.gather
  // CHECK-NEXT:   %[[SCOPE_A]]::%[[KEY_W]]
  // CHECK-DAG: %[[KEY_B:.+]] = util.buffer.constant : !util.buffer = "bias"
  // CHECK-DAG: %[[SCOPE_B:.+]] = util.buffer.constant : !util.buffer = "scope_b"
  // CHECK: stream.cmd.parameter.gather
  // CHECK-NEXT:   %[[SCOPE_B]]::%[[KEY_B]]
  // CHECK: stream.timepoint.join max
  %0:3 = stream.resource.constants :
    !stream.resource<variable>{%c40} = #stream.parameter.named<"scope_a"::"weights"> : tensor<10xf32>,
    !stream.resource<variable>{%c80} = #stream.parameter.named<"scope_b"::"bias"> : tensor<20xf32>
    => !stream.timepoint
  util.return %0#0, %0#1, %0#2 : !stream.resource<variable>, !stream.resource<variable>, !stream.timepoint
}
