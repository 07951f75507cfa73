
// Tests that pinning a value will always result in a valid analysis result even
// if we couldn't exhaustively analyze the value. Here %arg0 has producers (in
// the callers) and consumers (in the callers after return) we don't know about
// and would otherwise mark the value has having an unknown affinity.
// Note that %arg0 has no operand affinity/usage - we can only make assertions
// about the result.

// CHECK-LABEL: @pinning_overrides_invalid
util.func public @pinning_overrides_invalid(%arg0: tensor<128xi8>) -> tensor<128xi8> {
  // CHECK: flow.tensor.barrier
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@device>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[]]
  // CHECK-SAME{LITERAL}: stream.affinities.operands.usage = [[]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@device>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@device>]]
  %0 = flow.tensor.barrier %arg0 : tensor<128xi8> on #hal.device.promise<@device>
  // CHECK: flow.dispatch
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@device>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@device>]]
  // CHECK-SAME{LITERAL}: stream.affinities.operands.usage = [[#hal.device.promise<@device>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@device>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@device>]]
  %1 = flow.dispatch @ex::@entry(%0) : (tensor<128xi8>) -> tensor<128xi8>
  // CHECK: util.return
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@device>]]
  // CHECK-SAME{LITERAL}: stream.affinities.operands.usage = [[#hal.device.promise<@device>]]
  util.return %1 : tensor<128xi8>
}

