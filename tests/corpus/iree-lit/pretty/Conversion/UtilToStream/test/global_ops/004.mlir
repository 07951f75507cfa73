module {
  util.global private mutable @var_with_tensor_uninitialized = #util.uninitialized : tensor<4xf32>
  util.func public @uninitializedGlobalTensor() {
    %var_with_tensor_uninitialized = util.global.load @var_with_tensor_uninitialized : tensor<4xf32>
    util.global.store %var_with_tensor_uninitialized, @var_with_tensor_uninitialized : tensor<4xf32>
    util.return
  }
}

