
// Tests transfer chains with mixed topology: first should be elided,
// second preserved.

module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_c = {})
  ]>
} {

// CHECK-LABEL: @mixed_topology_transfer_chain
util.func public @mixed_topology_transfer_chain(%arg0: !stream.resource<*>) -> !stream.resource<*> {
  %c1024 = arith.constant 1024 : index
  // CHECK-NOT: stream.async.transfer
  // CHECK-NOT: from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>)
  %transfer_ab = stream.async.transfer %arg0 : !stream.resource<*>{%c1024}
      from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<*>{%c1024}
  // CHECK: %[[TRANSFER:.+]] = stream.async.transfer
  // CHECK-SAME: from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>)
  %transfer_bc = stream.async.transfer %transfer_ab : !stream.resource<*>{%c1024}
      from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<*>{%c1024}
  // CHECK: util.return %[[TRANSFER]]
  util.return %transfer_bc : !stream.resource<*>
}

} // module

