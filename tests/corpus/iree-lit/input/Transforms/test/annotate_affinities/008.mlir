
// Tests that consumer-placed ops exported to buffers are properly placed.
// Frontends can use this to explicitly define where exported tensors must live.
// With consumer-placed ops like constants or splats we place them directly on
// the export target.

// CHECK-LABEL: @exported_hal_constant
util.func public @exported_hal_constant(%fence: !hal.fence) -> !hal.buffer_view {
  // CHECK: flow.tensor.constant
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_a>]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst = flow.tensor.constant dense<123> : tensor<1xi32>
  // CHECK: hal.tensor.barrier
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %cst_ready = hal.tensor.barrier join(%cst : tensor<1xi32>) => %fence : !hal.fence
  // CHECK: hal.tensor.export
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  %buffer_view = hal.tensor.export on(#hal.device.promise<@dev_a>) %cst_ready "output" : tensor<1xi32> -> !hal.buffer_view
  util.return %buffer_view : !hal.buffer_view
}

