// Broadcasts: a row vector bias added to a matrix through linalg.broadcast,
// a column vector through an explicit broadcasting linalg.generic, and a
// scalar (0-d tensor) broadcast to a 3x4 result.
func.func @main(%m: tensor<3x4xf32>, %row: tensor<4xf32>, %col: tensor<3xf32>, %s: tensor<f32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %rb = linalg.broadcast ins(%row : tensor<4xf32>) outs(%e : tensor<3x4xf32>) dimensions = [0]
  %0 = arith.addf %m, %rb : tensor<3x4xf32>
  %1 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%0, %col, %s : tensor<3x4xf32>, tensor<3xf32>, tensor<f32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %c: f32, %k: f32, %o: f32):
    %t = arith.mulf %a, %c : f32
    %u = arith.addf %t, %k : f32
    linalg.yield %u : f32
  } -> tensor<3x4xf32>
  %sb = linalg.broadcast ins(%s : tensor<f32>) outs(%e : tensor<3x4xf32>) dimensions = [0, 1]
  return %1, %sb : tensor<3x4xf32>, tensor<3x4xf32>
}
