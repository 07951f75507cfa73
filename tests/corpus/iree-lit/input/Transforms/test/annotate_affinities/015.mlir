
// Tests the proper transfer of consumer-placed values prior to multiple tied
// uses don't pollute the execution affinity of ops after transfers. Note that
// the constant will still have multiple affinities to allow for policies that
// replicate the constant.

// CHECK-LABEL: @tied_transfer_constant_multi_consumer
util.func private @tied_transfer_constant_multi_consumer() -> (tensor<1xi32>, tensor<1xi32>) {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  %cst = flow.tensor.constant dense<123> : tensor<1xi32>
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: flow.dispatch @a
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %tied_0 = flow.dispatch @a(%cst_a) : (tensor<1xi32>) -> %cst_a
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %tied_0_a = flow.tensor.transfer %tied_0 : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %cst_b = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK: flow.dispatch @b
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_b>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %tied_1 = flow.dispatch @b(%cst_b) : (tensor<1xi32>) -> %cst_b
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %tied_1_b = flow.tensor.transfer %tied_1 : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>], [#hal.device.promise<@dev_b>]]
  util.return %tied_0_a, %tied_1_b : tensor<1xi32>, tensor<1xi32>
}

