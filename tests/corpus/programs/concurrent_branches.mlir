// Independent work the Stream scheduler can run concurrently
// (stream.cmd.concurrent): four matmuls of the same input with different
// constant weights, combined at the end, plus an independent elementwise
// branch on the second input.
func.func @main(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %w0 = arith.constant dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0], [0.0, 0.0, 3.0, 0.0], [0.0, 0.0, 0.0, 4.0]]> : tensor<4x4xf32>
  %w1 = arith.constant dense<[[0.0, 1.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 0.0]]> : tensor<4x4xf32>
  %w2 = arith.constant dense<0.25> : tensor<4x4xf32>
  %w3 = arith.constant dense<[[1.0, -1.0, 1.0, -1.0], [-1.0, 1.0, -1.0, 1.0], [0.5, 0.5, 0.5, 0.5], [2.0, 0.0, -2.0, 0.0]]> : tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m0 = linalg.matmul ins(%x, %w0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%x, %w2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m3 = linalg.matmul ins(%x, %w3 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %a0 = arith.maximumf %m0, %m1 : tensor<4x4xf32>
  %a1 = arith.minimumf %m2, %m3 : tensor<4x4xf32>
  %r = arith.subf %a0, %a1 : tensor<4x4xf32>
  %q = arith.mulf %y, %y : tensor<4x4xf32>
  %q2 = arith.addf %q, %y : tensor<4x4xf32>
  return %r, %q2 : tensor<4x4xf32>, tensor<4x4xf32>
}
