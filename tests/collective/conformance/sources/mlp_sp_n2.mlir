// The two-layer MLP over 2 ranks with x sharded by rows: all_gather
// x, each rank's 32 hidden units give a partial y, reduce_scatter
// sums it and leaves each rank its 4 rows, + b2, and an all_gather
// gives every rank the whole y.
util.func public @main(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x16xf32>, %b2: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %channel = flow.channel.default : !flow.channel
  %x_all_target = flow.tensor.empty : tensor<8x16xf32>
  %x_all = flow.collective.all_gather f32, %x_all_target, %x, %channel : (tensor<8x16xf32>, tensor<4x16xf32>, !flow.channel) -> %x_all_target as tensor<8x16xf32>
  %h_init = tensor.empty() : tensor<8x32xf32>
  %h_zero = linalg.fill ins(%zero : f32) outs(%h_init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%x_all, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%h_zero : tensor<8x32xf32>) -> tensor<8x32xf32>
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
  %s_target = flow.tensor.empty : tensor<4x16xf32>
  %s = flow.collective.reduce_scatter sum, f32, %s_target, %p, %channel : (tensor<4x16xf32>, tensor<8x16xf32>, !flow.channel) -> %s_target as tensor<4x16xf32>
  %y_rows_init = tensor.empty() : tensor<4x16xf32>
  %y_rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %b2 : tensor<4x16xf32>, tensor<16xf32>) outs(%y_rows_init : tensor<4x16xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %r = arith.addf %in, %bias : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %y_target = flow.tensor.empty : tensor<8x16xf32>
  %y = flow.collective.all_gather f32, %y_target, %y_rows, %channel : (tensor<8x16xf32>, tensor<4x16xf32>, !flow.channel) -> %y_target as tensor<8x16xf32>
  util.return %y : tensor<8x16xf32>
}
