
// CHECK-LABEL: @denseTensorSplatI64
util.func public @denseTensorSplatI64(%arg0: i64, %arg1: index, %arg2: index) -> !stream.resource<*> {
  // CHECK: %[[RESULT:.+]] = stream.async.splat %arg0 : i64 -> !stream.resource<*>{%arg2}
  %result = stream.tensor.splat %arg0 : i64 -> tensor<?x1x10xi64>{%arg1} in !stream.resource<*>{%arg2}
  // CHECK: util.return %[[RESULT]]
  util.return %result : !stream.resource<*>
}

