
// CHECK-LABEL: @denseTensorSizeOfStatic
util.func public @denseTensorSizeOfStatic() -> index {
  // CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
  %0 = stream.tensor.sizeof tensor<12xi4> : index
  // CHECK: util.return %[[C6]]
  util.return %0 : index
}

