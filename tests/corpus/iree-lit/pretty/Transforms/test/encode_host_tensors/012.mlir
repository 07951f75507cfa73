module {
  util.func public @denseTensorSplatDynamicComplexF32(%arg0: !stream.resource<*>, %arg1: complex<f32>) -> !stream.resource<*> {
    %0 = stream.tensor.sizeof tensor<6xcomplex<f32>> : index
    %1 = stream.tensor.splat %arg1 : complex<f32> -> tensor<6xcomplex<f32>> in !stream.resource<*>{%0}
    util.return %1 : !stream.resource<*>
  }
}

