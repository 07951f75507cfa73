// A chain of dependent, unfusable matmuls with a transpose in the middle
// (x*A)^T * B * C: intermediate results need transient storage, so the cmd
// form shows stream.resource.alloca/dealloca of transients and stream.cmd.*
// with offsets into one packed allocation.
func.func @main(%x: tensor<8x6xf32>, %a: tensor<6x8xf32>, %b: tensor<8x5xf32>, %c: tensor<5x4xf32>) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %e88 = tensor.empty() : tensor<8x8xf32>
  %f88 = linalg.fill ins(%z : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m0 = linalg.matmul ins(%x, %a : tensor<8x6xf32>, tensor<6x8xf32>) outs(%f88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = linalg.transpose ins(%m0 : tensor<8x8xf32>) outs(%e88 : tensor<8x8xf32>) permutation = [1, 0]
  %e85 = tensor.empty() : tensor<8x5xf32>
  %f85 = linalg.fill ins(%z : f32) outs(%e85 : tensor<8x5xf32>) -> tensor<8x5xf32>
  %m1 = linalg.matmul ins(%t, %b : tensor<8x8xf32>, tensor<8x5xf32>) outs(%f85 : tensor<8x5xf32>) -> tensor<8x5xf32>
  %e84 = tensor.empty() : tensor<8x4xf32>
  %f84 = linalg.fill ins(%z : f32) outs(%e84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m2 = linalg.matmul ins(%m1, %c : tensor<8x5xf32>, tensor<5x4xf32>) outs(%f84 : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %m2 : tensor<8x4xf32>
}
