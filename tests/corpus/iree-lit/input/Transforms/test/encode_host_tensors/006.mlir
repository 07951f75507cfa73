
// CHECK-LABEL: @denseTensorSplatI32
util.func public @denseTensorSplatI32(%arg0: i32, %arg1: index, %arg2: index) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.async.splat %arg0 : i32 -> !stream.resource<*>{%arg2}
  %result = stream.tensor.splat %arg0 : i32 -> tensor<?x1x10xi32>{%arg1} in !stream.resource<*>{%arg2}
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<*>
}

