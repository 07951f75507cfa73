
// Tests that update result placement follows the tied target storage and does
// not acquire the update op's execution affinity as a producer placement.

// CHECK-LABEL: @stream_update_tied_result_affinity
util.func public @stream_update_tied_result_affinity(%size: index) -> !stream.resource<transient> {
  %c0 = arith.constant 0 : index
  %target = stream.async.constant on(#hal.device.promise<@dev_a>) : !stream.resource<transient>{%size} = dense<0> : tensor<8xi32>
  %update = stream.async.constant on(#hal.device.promise<@dev_b>) : !stream.resource<transient>{%size} = dense<1> : tensor<8xi32>
  // CHECK: stream.async.update on(#hal.device.promise<@dev_b>)
  // CHECK-SAME{LITERAL}: stream.affinities = [#hal.device.promise<@dev_b>]
  // CHECK-SAME{LITERAL}: stream.affinities.operands = [[#hal.device.promise<@dev_a>], [#hal.device.promise<@dev_b>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results = [[#hal.device.promise<@dev_a>]]
  // CHECK-SAME{LITERAL}: stream.affinities.results.usage = [[#hal.device.promise<@dev_a>]]
  %result = stream.async.update on(#hal.device.promise<@dev_b>) %update, %target[%c0 to %size] : !stream.resource<transient>{%size} -> %target as !stream.resource<transient>{%size}
  util.return %result : !stream.resource<transient>
}

