module {
  util.func public @all_reduce_sum(%arg0: !flow.channel, %arg1: tensor<2304xf32>) -> tensor<2304xf32> {
    %0 = flow.tensor.empty : tensor<2304xf32>
    %1 = flow.collective.all_reduce sum, f32, %0, %arg1, %arg0 : (tensor<2304xf32>, tensor<2304xf32>, !flow.channel) -> %0 as tensor<2304xf32>
    util.return %1 : tensor<2304xf32>
  }
}

