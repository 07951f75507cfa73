
// Tests that a callee that does not touch an argument still tracks the
// affinity through it.

// CHECK-LABEL: @passthrough_caller
util.func private @passthrough_caller() -> tensor<1xi32> {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
  // CHECK: util.call @passthrough_callee
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %result_a = util.call @passthrough_callee(%cst_a) : (tensor<1xi32>) -> tensor<1xi32>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %result_a : tensor<1xi32>
}
// CHECK: util.func private @passthrough_callee
util.func private @passthrough_callee(%arg0: tensor<1xi32>) -> tensor<1xi32> {
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %arg0 : tensor<1xi32>
}

