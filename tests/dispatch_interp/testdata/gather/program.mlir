// iree_linalg_ext.gather: an embedding lookup (rows of a 6x5 table by a
// 2x3 batch of i32 ids, no index dimension) and a two-deep gather of 1-D
// slices (dimension_map [1, 0] over a 4x3x2 source, i64 index pairs).
func.func @main(%table: tensor<6x5xf32>, %ids: tensor<2x3xi32>, %src: tensor<4x3x2xi32>, %pairs: tensor<5x2xi64>) -> (tensor<2x3x5xf32>, tensor<5x2xi32>) {
  %e = tensor.empty() : tensor<2x3x5xf32>
  %g = iree_linalg_ext.gather dimension_map = [0] ins(%table, %ids : tensor<6x5xf32>, tensor<2x3xi32>) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<5x2xi32>
  %h = iree_linalg_ext.gather dimension_map = [1, 0] ins(%src, %pairs : tensor<4x3x2xi32>, tensor<5x2xi64>) outs(%e2 : tensor<5x2xi32>) -> tensor<5x2xi32>
  return %g, %h : tensor<2x3x5xf32>, tensor<5x2xi32>
}
