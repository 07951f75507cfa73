// Rank 1's dispatch reads 4 elements at offset 1000 of its 8-element
// input and fails; the other ranks' all_reduce cannot complete without it.
util.func public @main(%x: tensor<8xf32>) -> tensor<4xf32> {
  %channel = flow.channel.default : !flow.channel
  %rank = flow.channel.rank %channel : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %is_one = arith.cmpi eq, %rank, %c1 : index
  %offset = arith.select %is_one, %c1000, %c0 : index
  %slice = tensor.extract_slice %x[%offset] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %squared = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%slice : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %target = flow.tensor.empty : tensor<4xf32>
  %sum = flow.collective.all_reduce sum, f32, %target, %squared, %channel : (tensor<4xf32>, tensor<4xf32>, !flow.channel) -> %target as tensor<4xf32>
  util.return %sum : tensor<4xf32>
}
