
// CHECK-LABEL: @tensorSizeOfDynamicPackedI1
util.func public @tensorSizeOfDynamicPackedI1(%arg0: index, %arg1: index) -> index {
  // CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
  // CHECK: %[[MUL:.+]] = arith.muli %arg0, %arg1 overflow<nsw> : index
  // CHECK: %[[DIV:.+]] = arith.ceildivui %[[MUL]], %[[C8]] : index
  %0 = stream.tensor.sizeof tensor<?x?xi1, #iree_encoding.packed_storage>{%arg0, %arg1} : index
  // CHECK: util.return %[[DIV]] : index
  util.return %0 : index
}

