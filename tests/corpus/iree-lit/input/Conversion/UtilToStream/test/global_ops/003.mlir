
//  CHECK-DAG: util.global public mutable @var_with_tensor_initializer : !stream.resource<variable>
//  CHECK-DAG: util.global public mutable @var_with_tensor_initializer__size : index
// CHECK-NEXT: util.initializer {
// CHECK-NEXT:   %[[CST:.+]] = stream.tensor.constant : tensor<f32> in !stream.resource<variable> = dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:   %[[SIZE:.+]] = stream.resource.size %[[CST]] : !stream.resource<variable>
//  CHECK-DAG:   util.global.store %[[CST]], @var_with_tensor_initializer : !stream.resource<variable>
//  CHECK-DAG:   util.global.store %[[SIZE]], @var_with_tensor_initializer__size : index
util.global public mutable @var_with_tensor_initializer = dense<0.000000e+00> : tensor<f32>
// CHECK-LABEL: @initializedGlobal
util.func public @initializedGlobal() {
  // CHECK-DAG: = util.global.load @var_with_tensor_initializer : !stream.resource<variable>
  // CHECK-DAG: = util.global.load @var_with_tensor_initializer__size : index
  %0 = util.global.load @var_with_tensor_initializer : tensor<f32>
  // CHECK-DAG: util.global.store %{{.+}}, @var_with_tensor_initializer : !stream.resource<variable>
  // CHECK-DAG: util.global.store %{{.+}}, @var_with_tensor_initializer__size : index
  util.global.store %0, @var_with_tensor_initializer : tensor<f32>
  util.return
}

