
// Ensures that a non-power-of-two type (i3) update is expanded to a full byte
// because we don't currently do unaligned sub-byte packing.

// CHECK-LABEL: @denseTensorUpdateI3
util.func public @denseTensorUpdateI3(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> !stream.resource<*> {
  // CHECK: %[[C4:.+]] = arith.constant 4 : index
  // CHECK: %[[MUL:.+]] = arith.muli %arg5, %[[C4]] : index
  // CHECK: %[[OFFSET:.+]] = arith.addi %[[MUL]], %arg6 : index
  // CHECK: %[[LEN:.+]] = arith.addi %[[OFFSET]], %arg1 : index
  // CHECK: %[[UPDATE:.+]] = stream.async.update %arg0, %arg2[%[[OFFSET]] to %[[LEN]]] : !stream.resource<*>{%arg1} -> %arg2 as !stream.resource<*>{%arg4}

  %0 = stream.tensor.update %arg0, %arg2[%arg5, %arg6] : tensor<8x4xi3> in !stream.resource<*>{%arg1} -> tensor<?x4xi3>{%arg3} in %arg2 as !stream.resource<*>{%arg4}
  // CHECK: util.return %[[UPDATE]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

