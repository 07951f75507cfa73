
// Tests that transfer chains where both links have unified memory elides both
// transfers.

module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_c = {unified_memory = true}),
    (@dev_a -> @dev_c = {})
  ]>
} {

// CHECK-LABEL: @elide_transfer_chain
// CHECK-SAME: (%[[RESOURCE:[^:]+]]: !stream.resource<*>)
util.func public @elide_transfer_chain(%arg0: !stream.resource<*>) -> !stream.resource<*> {
  %c1024 = arith.constant 1024 : index
  // CHECK-NOT: stream.async.transfer
  %transfer_ab = stream.async.transfer %arg0 : !stream.resource<*>{%c1024}
      from(#hal.device.promise<@dev_a>) -> to(#hal.device.promise<@dev_b>) !stream.resource<*>{%c1024}
  // CHECK-NOT: stream.async.transfer
  %transfer_bc = stream.async.transfer %transfer_ab : !stream.resource<*>{%c1024}
      from(#hal.device.promise<@dev_b>) -> to(#hal.device.promise<@dev_c>) !stream.resource<*>{%c1024}
  // CHECK: util.return %[[RESOURCE]]
  util.return %transfer_bc : !stream.resource<*>
}

} // module

