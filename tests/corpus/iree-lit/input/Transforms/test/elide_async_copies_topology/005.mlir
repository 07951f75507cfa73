
// Tests that same-type transfers without topology info are elided
// (same-affinity optimization).

// CHECK-LABEL: @no_topology_same_type_elided
// CHECK-SAME: (%{{.+}}: !util.buffer)
util.func public @no_topology_same_type_elided(%buffer_view: !util.buffer) -> !stream.resource<external> {
  %size = arith.constant 4 : index
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import
  %imported = stream.tensor.import on(#hal.device.promise<@dev_a>) %buffer_view : !util.buffer -> tensor<1xi32> in !stream.resource<external>{%size}
  // CHECK-NOT: stream.async.transfer
  %transfer = stream.async.transfer %imported : !stream.resource<external>{%size} -> !stream.resource<external>{%size}
  // CHECK: util.return %[[IMPORTED]]
  util.return %transfer : !stream.resource<external>
}

