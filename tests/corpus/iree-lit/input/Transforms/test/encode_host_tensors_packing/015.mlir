
// CHECK-LABEL: @denseTensorFillI4
util.func public @denseTensorFillI4(%arg0: i4, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) -> !stream.resource<*> {
  // CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
  // CHECK-DAG: %[[C4:.+]] = arith.constant 4 : i8
  // CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
  // CHECK: %[[PART:.+]] = arith.extui %arg0 : i4 to i8
  // CHECK: %[[SHL:.+]] = arith.shli %[[PART]], %[[C4]] : i8
  // CHECK: %[[FULL:.+]] = arith.ori %[[SHL]], %[[PART]] : i8
  // CHECK: %[[MUL0:.+]] = arith.muli %arg4, %[[C16]] : index
  // CHECK: %[[ADD0:.+]] = arith.addi %[[MUL0]], %arg5 : index
  // CHECK: %[[OFFSET:.+]] = arith.divui %[[ADD0]], %[[C2]] : index
  // CHECK: %[[MUL1:.+]] = arith.muli %arg6, %[[C16]] : index
  // CHECK: %[[ADD1:.+]] = arith.addi %[[MUL1]], %arg7 : index
  // CHECK: %[[LEN:.+]] = arith.divui %[[ADD1]], %[[C2]] : index
  // CHECK: %[[END:.+]] = arith.addi %[[OFFSET]], %[[LEN]] : index
  // CHECK: %[[FILL:.+]] = stream.async.fill %[[FULL]], %arg1[%[[OFFSET]] to %[[END]] for %[[LEN]]] : i8 -> %arg1 as !stream.resource<*>{%arg3}
  %0 = stream.tensor.fill %arg0, %arg1[%arg4, %arg5 for %arg6, %arg7] : i4 -> tensor<?x16xi4>{%arg2} in %arg1 as !stream.resource<*>{%arg3}
  // CHECK: util.return %[[FILL]]
  util.return %0 : !stream.resource<*>
}

