
// Tests export on dev_b while function affinity is dev_a.
// A clone happens implicitly without affinity.

// CHECK-LABEL: @exportBufferViewCrossDevice
// CHECK-SAME: (%[[TENSOR:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index)
util.func public @exportBufferViewCrossDevice(%tensor: tensor<4xf32>) -> !hal.buffer_view attributes {
  stream.affinity = #hal.device.promise<@dev_a>
} {
  //      CHECK: %[[CLONE:.+]] = stream.async.cast %[[TENSOR]] :
  // CHECK-SAME:     !stream.resource<*>{%[[SIZE]]} -> !stream.resource<external>{%[[SIZE]]}
  // CHECK-NEXT: %[[VIEW:.+]] = stream.tensor.export %[[CLONE]] :
  // CHECK-SAME:     tensor<4xf32> in !stream.resource<external>{%[[SIZE]]}
  // CHECK-SAME:     -> !hal.buffer_view
  %0 = hal.tensor.export on(#hal.device.promise<@dev_b>) %tensor : tensor<4xf32> -> !hal.buffer_view
  // CHECK: util.return %[[VIEW]]
  util.return %0 : !hal.buffer_view
}

