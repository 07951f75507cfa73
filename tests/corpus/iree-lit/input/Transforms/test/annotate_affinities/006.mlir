
// Tests that imported tensor placement is inherited.
// Frontends can use this to declare where they expect their arguments to
// be living at the time the functions are invoked. Imports do not perform
// transfers so we must use whatever is declared.

// CHECK-LABEL: @imported_hal_tensor
util.func public @imported_hal_tensor(%buffer_view: !hal.buffer_view, %fence: !hal.fence) -> tensor<1xi32> {
  // CHECK: hal.tensor.import
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  %tensor = hal.tensor.import on(#hal.device.promise<@dev_a>) wait(%fence) => %buffer_view "input" : !hal.buffer_view -> tensor<1xi32>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>]]
  util.return %tensor : tensor<1xi32>
}

