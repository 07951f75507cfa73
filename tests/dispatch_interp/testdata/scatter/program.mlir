// iree_linalg_ext.scatter: rows of updates added into a 5x4 f32 original
// at repeated i32 row indices (the combines happen in order), and scalar
// i32 updates combined (o * u + u, order-dependent) into a 4x2 i32 tensor
// at two-deep i64 index pairs, one of them repeated three times.
func.func @main(%orig: tensor<5x4xf32>, %upd: tensor<3x4xf32>, %rows: tensor<3x1xi32>, %vals: tensor<5xi32>, %pairs: tensor<5x2xi64>, %dst: tensor<4x2xi32>) -> (tensor<5x4xf32>, tensor<4x2xi32>) {
  %a = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %rows : tensor<3x4xf32>, tensor<3x1xi32>) outs(%orig : tensor<5x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %u, %o : f32
    iree_linalg_ext.yield %s : f32
  } -> tensor<5x4xf32>
  %b = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%vals, %pairs : tensor<5xi32>, tensor<5x2xi64>) outs(%dst : tensor<4x2xi32>) {
  ^bb0(%u: i32, %o: i32):
    %t = arith.muli %o, %u : i32
    %s = arith.addi %t, %u : i32
    iree_linalg_ext.yield %s : i32
  } -> tensor<4x2xi32>
  return %a, %b : tensor<5x4xf32>, tensor<4x2xi32>
}
