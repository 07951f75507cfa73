
// CHECK-LABEL: @tensorBitCastFromEncoding
//  CHECK-SAME: (%[[INPUT:.*]]: !stream.resource<*>, %[[INPUT_SIZE:.+]]: index)
util.func public @tensorBitCastFromEncoding(%input: tensor<4x16x8xi1, #iree_encoding.packed_storage>) -> tensor<4x16x8xi1> {
  // CHECK: %[[RESULT_SIZE:.*]] = stream.tensor.sizeof tensor<4x16x8xi1> : index
  // CHECK: %[[BITCAST:.*]] = stream.tensor.clone %[[INPUT]] : tensor<4x16x8xi1, #iree_encoding.packed_storage> in !stream.resource<*>{%[[INPUT_SIZE]]} -> tensor<4x16x8xi1> in !stream.resource<*>{%[[RESULT_SIZE]]}
  %0 = flow.tensor.bitcast %input : tensor<4x16x8xi1, #iree_encoding.packed_storage> -> tensor<4x16x8xi1>
  // CHECK: util.return %[[BITCAST]], %[[RESULT_SIZE]] : !stream.resource<*>, index
  util.return %0 : tensor<4x16x8xi1>
}

