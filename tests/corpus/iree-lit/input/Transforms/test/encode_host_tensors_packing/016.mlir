
// CHECK-LABEL: @denseTensorSliceI1Packed
util.func public @denseTensorSliceI1Packed(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %c2 = arith.constant 2 : index
  // CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
  // CHECK: %[[MUL:.+]] = arith.muli %arg5, %[[C8]] : index
  // CHECK: %[[ADD:.+]] = arith.addi %[[MUL]], %arg6 : index
  // CHECK: %[[START:.+]] = arith.divui %[[ADD]], %[[C8]] : index
  // CHECK: %[[END:.+]] = arith.addi %[[START]], %arg4 : index
  // CHECK: %[[SLICE:.+]] = stream.async.slice %arg0[%[[START]] to %[[END]]] : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg4}
  %0 = stream.tensor.slice %arg0[%arg5, %arg6 for %arg3, %c2] : tensor<?x8xi1, #iree_encoding.packed_storage>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x2xi1, #iree_encoding.packed_storage>{%arg3} in !stream.resource<*>{%arg4}
  // CHECK: util.return %[[SLICE]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

