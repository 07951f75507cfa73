
// CHECK-LABEL: @scfIfExpansion
// CHECK-SAME: %[[COND:.+]]: i1, %[[ARG0:.+]]: !stream.resource<*>, %[[IDX0:.+]]: index, %[[ARG1:.+]]: !stream.resource<*>, %[[IDX1:.+]]: index
util.func public @scfIfExpansion(%cond: i1, %arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
  // CHECK: %[[IF:.+]]:2 = scf.if %arg0 -> (!stream.resource<*>, index)
  %0 = scf.if %cond -> tensor<1xf32> {
    // CHECK: scf.yield %[[ARG0]], %[[IDX0]]
    scf.yield %arg0 : tensor<1xf32>
  } else {
    // CHECK: scf.yield %[[ARG1]], %[[IDX1]]
    scf.yield %arg1 : tensor<1xf32>
  }
  // CHECK: util.return %[[IF]]#0, %[[IF]]#1
  util.return %0 : tensor<1xf32>
}

