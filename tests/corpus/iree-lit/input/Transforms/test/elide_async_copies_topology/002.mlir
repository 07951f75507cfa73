
// Tests that transfers without explicit sources are elided.

module @test attributes {
  stream.topology = #hal.device.topology<links = [
    (@dev_a -> @dev_b = {unified_memory = true}),
    (@dev_b -> @dev_a = {unified_memory = true})
  ]>
} {

// CHECK-LABEL: @elide_implicit_source_transfer
// CHECK-SAME: (%{{.+}}: !util.buffer)
util.func public @elide_implicit_source_transfer(%buffer_view: !util.buffer) -> !stream.resource<external> {
  %size = arith.constant 4 : index
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %buffer_view : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %imported : !stream.resource<external>{%size} ->
      to(#hal.device.promise<@dev_b>) !stream.resource<external>{%size}
  // CHECK: util.return %[[IMPORTED]]
  util.return %transfer : !stream.resource<external>
}

} // module

