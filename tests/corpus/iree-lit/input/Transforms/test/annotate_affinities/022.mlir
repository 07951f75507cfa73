
// Tests that globals that are only stored take the fallback placement of
// their producer. This is silly but can arise prior to global optimization
// passes that may elide them.

// CHECK: util.global private mutable @global_a
// CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
util.global private mutable @global_a : tensor<1xi32>
util.func private @producer_fn() {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
  // CHECK: util.global.store
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.global.store %cst_a, @global_a : tensor<1xi32>
  util.return
}

