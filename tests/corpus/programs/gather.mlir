// Embedding lookup and gathers: rows of a 6x4 table picked by i32 indices
// (linalg.generic with tensor.extract at data-dependent positions), a
// per-element gather along the inner dimension, and a one-hot encoding of the
// same indices compared against linalg.index.
func.func @main(%table: tensor<6x4xf32>, %ids: tensor<3xi32>, %cols: tensor<6xi32>) -> (tensor<3x4xf32>, tensor<6xf32>, tensor<3x6xi8>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%id: i32, %o: f32):
    %j = linalg.index 1 : index
    %r = arith.index_cast %id : i32 to index
    %v = tensor.extract %table[%r, %j] : tensor<6x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  %e6 = tensor.empty() : tensor<6xf32>
  %p = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%cols : tensor<6xi32>) outs(%e6 : tensor<6xf32>) {
  ^bb0(%c: i32, %o: f32):
    %i = linalg.index 0 : index
    %ci = arith.index_cast %c : i32 to index
    %v = tensor.extract %table[%i, %ci] : tensor<6x4xf32>
    linalg.yield %v : f32
  } -> tensor<6xf32>
  %eo = tensor.empty() : tensor<3x6xi8>
  %oh = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi32>) outs(%eo : tensor<3x6xi8>) {
  ^bb0(%id: i32, %o: i8):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %eq = arith.cmpi eq, %id, %ji : i32
    %v = arith.extui %eq : i1 to i8
    linalg.yield %v : i8
  } -> tensor<3x6xi8>
  return %g, %p, %oh : tensor<3x4xf32>, tensor<6xf32>, tensor<3x6xi8>
}
