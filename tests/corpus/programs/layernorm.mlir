// Layer normalization over the last dimension of a 4x8 input with learned
// gamma/beta: mean and variance by linalg.generic reductions, math.rsqrt,
// then a GELU (tanh approximation) on the result.
func.func @main(%x: tensor<4x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %z = arith.constant 0.0 : f32
  %n = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %f4 = linalg.fill ins(%z : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%f4 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %var = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%f4 : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32, %acc: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %a, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %var, %gamma, %beta : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %s: f32, %v: f32, %g: f32, %b: f32, %o: f32):
    %mean = arith.divf %s, %n : f32
    %vm = arith.divf %v, %n : f32
    %ve = arith.addf %vm, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %a, %mean : f32
    %nd = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nd, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %gelu = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c0 = arith.constant 0.5 : f32
    %c1 = arith.constant 1.0 : f32
    %k = arith.constant 0.797884583 : f32
    %c3 = arith.constant 0.044715 : f32
    %a3 = arith.mulf %a, %a : f32
    %a3b = arith.mulf %a3, %a : f32
    %t0 = arith.mulf %a3b, %c3 : f32
    %t1 = arith.addf %a, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %t3 = arith.addf %th, %c1 : f32
    %t4 = arith.mulf %a, %t3 : f32
    %r = arith.mulf %t4, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y, %gelu : tensor<4x8xf32>, tensor<4x8xf32>
}
