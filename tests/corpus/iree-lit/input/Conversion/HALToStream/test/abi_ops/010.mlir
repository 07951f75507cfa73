
// Tests import on dev_a while function affinity is dev_b.
// A clone happens on dev_a (same-affinity lifetime change) but no transfer is inserted yet.

// CHECK-LABEL: @importBufferViewCrossDevice
// CHECK-SAME: (%[[VIEW:.+]]: !hal.buffer_view)
// CHECK-SAME: -> (!stream.resource<*>, index)
util.func public @importBufferViewCrossDevice(%view: !hal.buffer_view) -> tensor<4xf32> attributes {
  stream.affinity = #hal.device.promise<@dev_b>
} {
  //  CHECK-DAG: %[[SIZE:.+]] = stream.tensor.sizeof on(#hal.device.promise<@dev_a>) tensor<4xf32>
  //      CHECK: %[[RESOURCE:.+]] = stream.tensor.import on(#hal.device.promise<@dev_a>) %[[VIEW]] : !hal.buffer_view ->
  // CHECK-SAME:     tensor<4xf32> in !stream.resource<external>{%[[SIZE]]}
  // CHECK-NEXT: %[[CLONE:.+]] = stream.async.cast on(#hal.device.promise<@dev_a>) %[[RESOURCE]] :
  // CHECK-SAME:     !stream.resource<external>{%[[SIZE]]} -> !stream.resource<*>{%[[SIZE]]}
  %0 = hal.tensor.import on(#hal.device.promise<@dev_a>) %view : !hal.buffer_view -> tensor<4xf32>
  // CHECK: util.return %[[CLONE]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<4xf32>
}

