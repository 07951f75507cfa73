// Parameters with real data: an MLP whose weights live in a parameter
// archive (scope "model"), several keys, different shapes and element types
// (f32 weights, an i32 table used by a gather). Data is generated
// deterministically by compile_corpus.py from params_mlp.params and written
// with iree.runtime.ParameterIndex (iree-create-parameters can only write
// zeroed or splat contents).
util.global private @fc1.weight = #flow.parameter.named<"model"::"fc1.weight"> : tensor<6x8xf32>
util.global private @fc1.bias = #flow.parameter.named<"model"::"fc1.bias"> : tensor<8xf32>
util.global private @fc2.weight = #flow.parameter.named<"model"::"fc2.weight"> : tensor<8x3xf32>
util.global private @perm = #flow.parameter.named<"model"::"perm"> : tensor<3xi32>
func.func @main(%x: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %w1 = util.global.load @fc1.weight : tensor<6x8xf32>
  %b1 = util.global.load @fc1.bias : tensor<8xf32>
  %w2 = util.global.load @fc2.weight : tensor<8x3xf32>
  %perm = util.global.load @perm : tensor<3xi32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x8xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<2x6xf32>, tensor<6x8xf32>) outs(%f1 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %h = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<2x8xf32>, tensor<8xf32>) outs(%e1 : tensor<2x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<2x8xf32>, tensor<8x3xf32>) outs(%f2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%perm : tensor<3xi32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%p: i32, %o: f32):
    %i = linalg.index 0 : index
    %pj = arith.index_cast %p : i32 to index
    %v = tensor.extract %m2[%i, %pj] : tensor<2x3xf32>
    linalg.yield %v : f32
  } -> tensor<2x3xf32>
  return %m2, %g : tensor<2x3xf32>, tensor<2x3xf32>
}
