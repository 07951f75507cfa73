
// CHECK-LABEL: @tensorSizeOfUnalignedPackedI4
util.func public @tensorSizeOfUnalignedPackedI4() -> index {
  // CHECK-DAG: %[[C2:.+]] = arith.constant 4 : index
  %0 = stream.tensor.sizeof tensor<7xi4, #iree_encoding.packed_storage> : index
  // CHECK: return %[[C2]] : index
  util.return %0 : index
}

