// f32 batch_matmul 2x3x4 * 2x4x5, and a transposed-B contraction written as a
// linalg.generic (batch, m, n, k) with B indexed (b, n, k).
func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %bt: tensor<2x5x4xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%f : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %1 = linalg.generic {
      indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %bt : tensor<2x3x4xf32>, tensor<2x5x4xf32>) outs(%f : tensor<2x3x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x5xf32>
  return %0, %1 : tensor<2x3x5xf32>, tensor<2x3x5xf32>
}
