// argsort with iree_linalg_ext.sort: f32 keys (ties, NaNs, one row all equal)
// carrying their i32 indices, sorted along dimension 1 by cmpf olt.
func.func @main(%k: tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xi32>) {
  %e = tensor.empty() : tensor<3x8xi32>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x8xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 1 : index
    %i = arith.index_cast %j : index to i32
    linalg.yield %i : i32
  } -> tensor<3x8xi32>
  %s:2 = iree_linalg_ext.sort dimension(1) outs(%k, %iota : tensor<3x8xf32>, tensor<3x8xi32>) {
  ^bb0(%x: f32, %y: f32, %p: i32, %q: i32):
    %lt = arith.cmpf olt, %x, %y : f32
    iree_linalg_ext.yield %lt : i1
  } -> tensor<3x8xf32>, tensor<3x8xi32>
  return %s#0, %s#1 : tensor<3x8xf32>, tensor<3x8xi32>
}
