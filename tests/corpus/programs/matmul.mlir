// f32 matmul 4x8 * 8x5 with a zero-filled accumulator, plus a second matmul
// accumulating into an input (C += A*B), and matvec/vecmat/dot.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>, %v: tensor<8xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%f4 : tensor<4xf32>) -> tensor<4xf32>
  %e5 = tensor.empty() : tensor<5xf32>
  %f5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<5xf32>) -> tensor<5xf32>
  %3 = linalg.vecmat ins(%v, %b : tensor<8xf32>, tensor<8x5xf32>) outs(%f5 : tensor<5xf32>) -> tensor<5xf32>
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %4 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%f0 : tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4xf32>, tensor<5xf32>, tensor<f32>
}
