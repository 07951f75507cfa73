// The unsharded two-layer MLP: y = relu(x W1 + b1) W2 + b2.
util.func public @main(%x: tensor<8x16xf32>, %w1: tensor<16x64xf32>, %b1: tensor<64xf32>, %w2: tensor<64x16xf32>, %b2: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %h_init = tensor.empty() : tensor<8x64xf32>
  %h_zero = linalg.fill ins(%zero : f32) outs(%h_init : tensor<8x64xf32>) -> tensor<8x64xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x64xf32>) outs(%h_zero : tensor<8x64xf32>) -> tensor<8x64xf32>
  %act_init = tensor.empty() : tensor<8x64xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<8x64xf32>, tensor<64xf32>) outs(%act_init : tensor<8x64xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %sum = arith.addf %in, %bias : f32
    %r = arith.maximumf %sum, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %p_init = tensor.empty() : tensor<8x16xf32>
  %p_zero = linalg.fill ins(%zero : f32) outs(%p_init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %p = linalg.matmul ins(%act, %w2 : tensor<8x64xf32>, tensor<64x16xf32>) outs(%p_zero : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y_init = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p, %b2 : tensor<8x16xf32>, tensor<16xf32>) outs(%y_init : tensor<8x16xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %r = arith.addf %in, %bias : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  util.return %y : tensor<8x16xf32>
}
