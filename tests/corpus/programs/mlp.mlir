// Two-layer MLP with weights as dense constants in the program (they become
// Stream constants): relu(x*W1 + b1)*W2 + b2, then a row-wise softmax.
// Batch 2, 8 -> 16 -> 4.
func.func @main(%x: tensor<2x8xf32>) -> tensor<2x4xf32> {
  %w1 = arith.constant dense<[[-0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5], [-0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75], [-0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625], [0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375], [0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125], [0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125], [0.75, -0.25, 0.375, -0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375], [-0.625, 0.0, 0.625, -0.375, 0.25, -0.75, -0.125, 0.5, -0.5, 0.125, 0.75, -0.25, 0.375, -0.625, 0.0, 0.625]]> : tensor<8x16xf32>
  %b1 = arith.constant dense<[-0.75, 0.0, 0.75, -0.25, 0.5, -0.5, 0.25, -0.75, 0.0, 0.75, -0.25, 0.5, -0.5, 0.25, -0.75, 0.0]> : tensor<16xf32>
  %w2 = arith.constant dense<[[-0.625, 0.25, -0.25, 0.625], [0.125, -0.375, 0.5, 0.0], [-0.5, 0.375, -0.125, -0.625], [0.25, -0.25, 0.625, 0.125], [-0.375, 0.5, 0.0, -0.5], [0.375, -0.125, -0.625, 0.25], [-0.25, 0.625, 0.125, -0.375], [0.5, 0.0, -0.5, 0.375], [-0.125, -0.625, 0.25, -0.25], [0.625, 0.125, -0.375, 0.5], [0.0, -0.5, 0.375, -0.125], [-0.625, 0.25, -0.25, 0.625], [0.125, -0.375, 0.5, 0.0], [-0.5, 0.375, -0.125, -0.625], [0.25, -0.25, 0.625, 0.125], [-0.375, 0.5, 0.0, -0.5]]> : tensor<16x4xf32>
  %b2 = arith.constant dense<[-1.0, -0.5, 0.0, 0.5]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16xf32>) -> tensor<2x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<2x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<2x16xf32>) -> tensor<2x16xf32>
  %h1 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<2x16xf32>, tensor<16xf32>) outs(%e1 : tensor<2x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<2x16xf32>, tensor<16x4xf32>) outs(%f2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h2 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<2x4xf32>, tensor<4xf32>) outs(%e2 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %sm = linalg.softmax dimension(1) ins(%h2 : tensor<2x4xf32>) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %sm : tensor<2x4xf32>
}
