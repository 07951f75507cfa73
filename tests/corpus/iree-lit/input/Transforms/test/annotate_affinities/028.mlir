
// Tests that callees that consumer-placed arguments that are passed to callees
// get placed based on callee usage.

// CHECK-LABEL: @consumer_placement_caller
util.func private @consumer_placement_caller() -> tensor<1xi32> {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst = flow.tensor.constant dense<123> : tensor<1xi32>
  // CHECK: util.call @consumer_placement_callee
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %result_a = util.call @consumer_placement_callee(%cst) : (tensor<1xi32>) -> tensor<1xi32>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %result_a : tensor<1xi32>
}
// CHECK: util.func private @consumer_placement_callee
util.func private @consumer_placement_callee(%arg0: tensor<1xi32>) -> tensor<1xi32> {
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %arg0_a = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %arg0_a : tensor<1xi32>
}

