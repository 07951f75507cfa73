
// Tests that global consumers that take on consumed affinity track the global.

// CHECK: util.global private @global_a
// CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
util.global private @global_a {stream.affinity = #hal.device.promise<@dev_a>} : tensor<1xi32>
// CHECK: util.global private @global_b
// CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_b>]
util.global private @global_b {stream.affinity = #hal.device.promise<@dev_b>} : tensor<1xi32>
util.func private @consumer_fn() -> tensor<1xi32> {
  // CHECK: util.global.load @global_a
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %load_a = util.global.load @global_a : tensor<1xi32>
  // CHECK: util.global.load @global_b
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_b>]]
  %load_b = util.global.load @global_b : tensor<1xi32>
  // CHECK: flow.dispatch @dispatch
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>], [#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  %result_ab = flow.dispatch @dispatch(%load_a, %load_b) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>, #hal.device.promise<@dev_b>]]
  util.return %result_ab : tensor<1xi32>
}

