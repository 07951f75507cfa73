module {
  util.global public mutable @var_with_tensor_initializer = dense<0.000000e+00> : tensor<f32>
  util.func public @initializedGlobal() {
    %var_with_tensor_initializer = util.global.load @var_with_tensor_initializer : tensor<f32>
    util.global.store %var_with_tensor_initializer, @var_with_tensor_initializer : tensor<f32>
    util.return
  }
}

