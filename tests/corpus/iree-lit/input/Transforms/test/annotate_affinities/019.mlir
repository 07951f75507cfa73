
// Tests that globals are placed where they are loaded.

// CHECK: util.global private @consumed_global_a
// CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
util.global private @consumed_global_a : tensor<1xi32>
util.func private @consumer_fn() -> tensor<1xi32> {
  // CHECK: util.global.load @consumed_global_a
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %load = util.global.load @consumed_global_a : tensor<1xi32>
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %load_a = flow.tensor.transfer %load : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %load_a : tensor<1xi32>
}

