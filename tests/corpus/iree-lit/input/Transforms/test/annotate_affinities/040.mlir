
// Tests scf.if returning unassigned consumer-placed operations has the affinity
// tracked across scf.yields and assigned based on the consumer.

// CHECK-LABEL: @scf_if_consumer_yield
util.func private @scf_if_consumer_yield(%cond: i1) -> tensor<1xi32> {
  // CHECK: scf.if
  %cst = scf.if %cond -> tensor<1xi32> {
    // CHECK: flow.tensor.constant
    // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
    %cst_0 = flow.tensor.constant dense<123> : tensor<1xi32>
    // CHECK: scf.yield
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    scf.yield %cst_0 : tensor<1xi32>
  // CHECK: else
  } else {
    // CHECK: flow.tensor.constant
    // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
    %cst_1 = flow.tensor.constant dense<456> : tensor<1xi32>
    // CHECK: scf.yield
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    scf.yield %cst_1 : tensor<1xi32>
  // CHECK{LITERAL}: } {
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  }
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.transfer %cst : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %cst_a : tensor<1xi32>
}

