
// CHECK-LABEL: @denseTensorSplatI2
util.func public @denseTensorSplatI2(%arg0: i2, %arg1: index, %arg2: index) -> !stream.resource<*> {
  // CHECK: %[[C2:.+]] = arith.constant 2 : i8
  // CHECK: %[[PART:.+]] = arith.extui %arg0 : i2 to i8
  // CHECK: %[[SHL0:.+]] = arith.shli %[[PART]], %[[C2]] : i8
  // CHECK: %[[OR0:.+]] = arith.ori %[[SHL0]], %[[PART]] : i8
  // CHECK: %[[SHL1:.+]] = arith.shli %[[OR0]], %[[C2]] : i8
  // CHECK: %[[OR1:.+]] = arith.ori %[[SHL1]], %[[PART]] : i8
  // CHECK: %[[SH2:.+]] = arith.shli %[[OR1]], %[[C2]] : i8
  // CHECK: %[[FULL:.+]] = arith.ori %[[SH2]], %[[PART]] : i8
  // CHECK: %[[SPLAT:.+]] = stream.async.splat %[[FULL]] : i8 -> !stream.resource<*>{%arg2}
  %0 = stream.tensor.splat %arg0 : i2 -> tensor<?x1x16xi2>{%arg1} in !stream.resource<*>{%arg2}
  // CHECK: util.return %[[SPLAT]] : !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

