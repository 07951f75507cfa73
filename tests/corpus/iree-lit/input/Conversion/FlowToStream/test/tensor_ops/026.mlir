
// CHECK-LABEL: @tensorStoreScalar
//  CHECK-SAME: (%[[TARGET:.+]]: !stream.resource<*>, %[[TARGET_SIZE:.+]]: index)
util.func public @tensorStoreScalar(%target : tensor<i32>) -> tensor<i32> {
  // CHECK: %[[VALUE:.+]] = arith.constant 9
  %value = arith.constant 9 : i32
  // CHECK: %[[FILL:.+]] = stream.tensor.fill %[[VALUE]], %[[TARGET]] : i32 -> tensor<i32> in %[[TARGET]] as !stream.resource<*>{%[[TARGET_SIZE]]}
  %0 = flow.tensor.store %value, %target : tensor<i32>
  // CHECK: util.return %[[FILL]]
  util.return %0 : tensor<i32>
}

