
// CHECK-LABEL: @denseTensorSliceI2
util.func public @denseTensorSliceI2(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  %c2 = arith.constant 2 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
  // CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
  // CHECK: %[[MUL:.+]] = arith.muli %arg5, %[[C8]] : index
  // CHECK: %[[ADD:.+]] = arith.addi %[[MUL]], %arg6 : index
  // CHECK: %[[OFFSET:.+]] = arith.divui %[[ADD]], %[[C4]] : index
  // CHECK: %[[LEN:.+]] = arith.addi %[[OFFSET]], %arg4 : index
  // CHECK: %[[SLICE:.+]] = stream.async.slice %arg0[%[[OFFSET]] to %[[LEN]]] : !stream.resource<*>{%arg2} -> !stream.resource<*>{%arg4}
  %0 = stream.tensor.slice %arg0[%arg5, %arg6 for %arg3, %c2] : tensor<?x8xi2>{%arg1} in !stream.resource<*>{%arg2} -> tensor<?x2xi2>{%arg3} in !stream.resource<*>{%arg4}
  // CHECK: util.return %[[SLICE]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

