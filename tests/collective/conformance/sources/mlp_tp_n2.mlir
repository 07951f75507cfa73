// The two-layer MLP by tensor parallelism over 2 ranks: each rank
// holds 32 of the 64 hidden units (W1's columns, b1, W2's rows),
// computes a partial y, and an all_reduce sums them.
util.func public @main(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x16xf32>, %b2: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %channel = flow.channel.default : !flow.channel
  %h_init = tensor.empty() : tensor<8x32xf32>
  %h_zero = linalg.fill ins(%zero : f32) outs(%h_init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%h_zero : tensor<8x32xf32>) -> tensor<8x32xf32>
  %act_init = tensor.empty() : tensor<8x32xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<8x32xf32>, tensor<32xf32>) outs(%act_init : tensor<8x32xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %sum = arith.addf %in, %bias : f32
    %r = arith.maximumf %sum, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %p_init = tensor.empty() : tensor<8x16xf32>
  %p_zero = linalg.fill ins(%zero : f32) outs(%p_init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %p = linalg.matmul ins(%act, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%p_zero : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s_target = flow.tensor.empty : tensor<8x16xf32>
  %s = flow.collective.all_reduce sum, f32, %s_target, %p, %channel : (tensor<8x16xf32>, tensor<8x16xf32>, !flow.channel) -> %s_target as tensor<8x16xf32>
  %y_init = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %b2 : tensor<8x16xf32>, tensor<16xf32>) outs(%y_init : tensor<8x16xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %r = arith.addf %in, %bias : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  util.return %y : tensor<8x16xf32>
}
