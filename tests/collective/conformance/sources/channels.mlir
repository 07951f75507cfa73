// Channels: the default channel, a group of it, and a split by
// color rank % 2 with key N - 1 - rank (so each half's ranks are
// numbered in reverse). Result 0 is rank and count of each channel;
// then an f32 all_reduce sum over the group and over the split
// (the sum in the split's rank order), a maximum over the split, and
// an si32 all_to_all over the split.
util.func public @main(%arg0: tensor<2x3xf32>, %arg1: tensor<12x2xi32>) -> (tensor<6xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<12x2xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %default = flow.channel.default : !flow.channel
  %group = flow.channel.default "group_a" : !flow.channel
  %rank = flow.channel.rank %default : index
  %count = flow.channel.count %default : index
  %color = arith.remui %rank, %c2 : index
  %count_minus_1 = arith.subi %count, %c1 : index
  %key = arith.subi %count_minus_1, %rank : index
  %split = flow.channel.split %default, %color, %key : !flow.channel -> !flow.channel
  %group_rank = flow.channel.rank %group : index
  %group_count = flow.channel.count %group : index
  %split_rank = flow.channel.rank %split : index
  %split_count = flow.channel.count %split : index
  %rank_i32 = arith.index_cast %rank : index to i32
  %count_i32 = arith.index_cast %count : index to i32
  %group_rank_i32 = arith.index_cast %group_rank : index to i32
  %group_count_i32 = arith.index_cast %group_count : index to i32
  %split_rank_i32 = arith.index_cast %split_rank : index to i32
  %split_count_i32 = arith.index_cast %split_count : index to i32
  %ids = tensor.from_elements %rank_i32, %count_i32, %group_rank_i32, %group_count_i32, %split_rank_i32, %split_count_i32 : tensor<6xi32>
  %group_sum_init = flow.tensor.empty : tensor<2x3xf32>
  %group_sum = flow.collective.all_reduce sum, f32, %group_sum_init, %arg0, %group : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %group_sum_init as tensor<2x3xf32>
  %split_sum_init = flow.tensor.empty : tensor<2x3xf32>
  %split_sum = flow.collective.all_reduce sum, f32, %split_sum_init, %arg0, %split : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %split_sum_init as tensor<2x3xf32>
  %split_max_init = flow.tensor.empty : tensor<2x3xf32>
  %split_max = flow.collective.all_reduce maximum, f32, %split_max_init, %arg0, %split : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %split_max_init as tensor<2x3xf32>
  %split_exchanged_init = flow.tensor.empty : tensor<12x2xi32>
  %split_exchanged = flow.collective.all_to_all si32, %split_exchanged_init, %arg1, %split : (tensor<12x2xi32>, tensor<12x2xi32>, !flow.channel) -> %split_exchanged_init as tensor<12x2xi32>
  util.return %ids, %group_sum, %split_sum, %split_max, %split_exchanged : tensor<6xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<12x2xi32>
}
