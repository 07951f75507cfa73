
// Tests that splats (not constant-like but no consumed values) are placed with
// their consumer(s). These are always best to rematerialize where they are
// consumed to avoid allocating/transferring a bunch of repeated values.

// CHECK-LABEL: @splat_op
util.func private @splat_op() -> tensor<1xi32> {
  %splat_value = arith.constant 123 : i32
  // CHECK: flow.tensor.splat
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %splat = flow.tensor.splat %splat_value : tensor<1xi32>
  // CHECK: flow.tensor.transfer
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %splat_a = flow.tensor.transfer %splat : tensor<1xi32> to #hal.device.promise<@dev_a>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %splat_a : tensor<1xi32>
}

