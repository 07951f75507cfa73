
// CHECK-LABEL: @emptyTensor
util.func public @emptyTensor() {
  // CHECK: %[[CST:.+]] = stream.tensor.constant : tensor<2x0xi32> in !stream.resource<constant> = dense<> : tensor<2x0xi32>
  %0 = arith.constant dense<> : tensor<2x0xi32>
  util.return
}
