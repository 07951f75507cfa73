
// CHECK-LABEL: @tensorLoadScalar
//  CHECK-SAME: (%[[SOURCE:.+]]: !stream.resource<*>, %[[SOURCE_SIZE:.+]]: index)
util.func public @tensorLoadScalar(%source : tensor<i32>) -> i32 {
  // CHECK: %[[STAGING:.+]] = stream.async.transfer
  // CHECK-SAME: %[[SOURCE]] : !stream.resource<*>{%[[SOURCE_SIZE]]}
  // CHECK-SAME: !stream.resource<staging>{%[[SOURCE_SIZE]]}
  // CHECK: %[[VALUE:.+]] = stream.tensor.load %[[STAGING]] : tensor<i32> in !stream.resource<staging>{%[[SOURCE_SIZE]]} -> i32
  %0 = flow.tensor.load %source : tensor<i32>
  // CHECK: util.return %[[VALUE]]
  util.return %0 : i32
}

