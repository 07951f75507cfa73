
// CHECK-LABEL: @NofoldTensorCloneOp
util.func private @NofoldTensorCloneOp(%arg0: !stream.resource<external>, %arg1: index) -> !stream.resource<*> {
  // CHECK: %[[CLONE:.+]] = stream.tensor.clone
  %0 = stream.tensor.clone %arg0 : tensor<2x2xf32> in !stream.resource<external>{%arg1} -> tensor<2x2xf32> in !stream.resource<*>{%arg1}
  // CHECK: util.return %[[CLONE]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

