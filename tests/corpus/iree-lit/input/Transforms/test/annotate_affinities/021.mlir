
// Tests that consumer-placed ops track through global loads.

// CHECK: util.global private mutable @global_b
// CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_b>]
util.global private mutable @global_b : tensor<1xi32>
util.func private @producer_fn() {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
  // CHECK: util.global.store
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.global.store %cst_a, @global_b : tensor<1xi32>
  util.return
}
util.func private @consumer_fn() -> tensor<1xi32> {
  // CHECK: util.global.load
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %load = util.global.load @global_b : tensor<1xi32>
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %load_b = flow.tensor.transfer %load : tensor<1xi32> to #hal.device.promise<@dev_b>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_b>]]
  util.return %load_b : tensor<1xi32>
}

