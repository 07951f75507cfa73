
// CHECK-LABEL: @denseTensorEmpty
util.func public @denseTensorEmpty(%arg0: index, %arg1: index) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.async.alloca : !stream.resource<*>{%arg1}
  %result = stream.tensor.empty : tensor<?x1xf32>{%arg0} in !stream.resource<*>{%arg1}
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<*>
}

