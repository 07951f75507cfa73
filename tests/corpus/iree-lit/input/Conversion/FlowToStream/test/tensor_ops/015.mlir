
// CHECK-LABEL: @tensorAlloca
//  CHECK-SAME: (%[[DIM0:.+]]: index)
util.func public @tensorAlloca(%dim0: index) -> tensor<?x0xf32> {
  // CHECK: %[[ALLOCA_SIZE:.+]] = stream.tensor.sizeof tensor<?x0xf32>{%[[DIM0]]}
  // CHECK: %[[ALLOCA:.+]] = stream.async.alloca : !stream.resource<*>{%[[ALLOCA_SIZE]]}
  %0 = flow.tensor.alloca : tensor<?x0xf32>{%dim0}
  // CHECK: util.return %[[ALLOCA]]
  util.return %0 : tensor<?x0xf32>
}

