// iree-compile-flags: --iree-execution-model=async-external
// The async-external execution model: every exported function gets the
// coarse-fences ABI (wait and signal !hal.fence arguments, stream timepoints
// imported from and exported to fences). Two chained matmuls with a
// nonlinearity between them and two results.
func.func @main(%x: tensor<3x4xf32>, %w: tensor<4x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %m = linalg.matmul ins(%x, %w : tensor<3x4xf32>, tensor<4x4xf32>) outs(%f : tensor<3x4xf32>) -> tensor<3x4xf32>
  %t = math.tanh %m : tensor<3x4xf32>
  %m2 = linalg.matmul ins(%t, %w : tensor<3x4xf32>, tensor<4x4xf32>) outs(%f : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %m, %m2 : tensor<3x4xf32>, tensor<3x4xf32>
}
