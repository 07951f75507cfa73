
// Tests that placed values track through to consumers in scf.while conditions.

// CHECK-LABEL: @scf_while_capture_producer_condition
util.func private @scf_while_capture_producer_condition() -> tensor<1xi32> {
  %c0 = arith.constant 0 : index
  %c2_i32 = arith.constant 2 : i32
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_a = flow.tensor.constant {stream.affinity = #hal.device.promise<@dev_a>} dense<123> : tensor<1xi32>
  // CHECK: scf.while
  %while = scf.while(%arg0 = %cst_a) : (tensor<1xi32>) -> tensor<1xi32> {
    // CHECK: flow.tensor.transfer
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
    %arg0_a = flow.tensor.transfer %arg0 : tensor<1xi32> to #hal.device.promise<@dev_a>
    // CHECK: flow.tensor.load
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    %cond_i32 = flow.tensor.load %arg0_a[%c0] : tensor<1xi32>
    %cond = arith.cmpi slt, %cond_i32, %c2_i32 : i32
    // CHECK: scf.condition
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    scf.condition(%cond) %arg0 : tensor<1xi32>
  } do {
  ^bb0(%arg0: tensor<1xi32>):
    // CHECK: flow.dispatch @dispatch
    // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
    %t = flow.dispatch @dispatch(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    // CHECK: scf.yield
    // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
    scf.yield %t : tensor<1xi32>
  // CHECK: } attributes {
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  }
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %while : tensor<1xi32>
}

