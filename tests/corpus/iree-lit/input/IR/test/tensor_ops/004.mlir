
// CHECK-LABEL: @tensorEmpty
util.func private @tensorEmpty(%arg0: index, %arg1: index) -> !stream.resource<*> {
  // CHECK: = stream.tensor.empty : tensor<?x0xf32>{%arg0} in !stream.resource<*>{%arg1}
  %0 = stream.tensor.empty : tensor<?x0xf32>{%arg0} in !stream.resource<*>{%arg1}
  util.return %0 : !stream.resource<*>
}

