
// CHECK-LABEL: @tensorTransients
// CHECK-SAME: (%[[TENSOR:.+]]: !stream.resource<*>, %[[SIZE:.+]]: index, %[[STORAGE:.+]]: !hal.buffer)
// CHECK-SAME: -> (!stream.resource<*>, index)
util.func public @tensorTransients(%tensor: tensor<4xf32>, %storage: !hal.buffer) -> tensor<4xf32> {
  // CHECK: %[[BARRIER_RESULT:.+]], %[[BARRIER_TP:.+]] = stream.timepoint.barrier %[[TENSOR]] : !stream.resource<*>{%[[SIZE]]} => !stream.timepoint
  // CHECK: %[[BUFFER_LENGTH:.+]] = hal.buffer.length<%[[STORAGE]] : !hal.buffer> : index
  // CHECK: %[[IMPORTED:.+]] = stream.tensor.import %[[STORAGE]] : !hal.buffer -> tensor<?xi8>{%[[BUFFER_LENGTH]]} in !stream.resource<transient>{%[[BUFFER_LENGTH]]}
  // CHECK: %[[TRANSIENTS_RESULT:.+]], %[[TRANSIENTS_TP:.+]] = stream.resource.transients await(%[[BARRIER_TP]]) => %[[BARRIER_RESULT]] : !stream.resource<*>{%[[SIZE]]} from %[[IMPORTED]] : !stream.resource<transient>{%[[BUFFER_LENGTH]]} => !stream.timepoint
  // CHECK: %[[RESULT:.+]] = stream.timepoint.await %[[TRANSIENTS_TP]] => %[[TRANSIENTS_RESULT]] : !stream.resource<*>{%[[SIZE]]}
  %0 = hal.tensor.transients %tensor : tensor<4xf32> from %storage : !hal.buffer
  // CHECK: util.return %[[RESULT]], %[[SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<4xf32>
}

