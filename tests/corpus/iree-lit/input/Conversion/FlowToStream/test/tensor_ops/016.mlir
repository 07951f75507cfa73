
// CHECK-LABEL: @tensorEmpty
//  CHECK-SAME: (%[[DIM0:.+]]: index)
util.func public @tensorEmpty(%dim0: index) -> tensor<?x0xf32> {
  // CHECK: %[[EMPTY_SIZE:.+]] = stream.tensor.sizeof tensor<?x0xf32>{%[[DIM0]]}
  // CHECK: %[[EMPTY:.+]] = stream.tensor.empty : tensor<?x0xf32>{%[[DIM0]]} in !stream.resource<*>{%[[EMPTY_SIZE]]}
  %0 = flow.tensor.empty : tensor<?x0xf32>{%dim0}
  // CHECK: util.return %[[EMPTY]]
  util.return %0 : tensor<?x0xf32>
}

