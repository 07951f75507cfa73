module {
  util.func public @reduce_scatter(%arg0: !flow.channel, %arg1: tensor<4x2xf32>) -> tensor<2x2xf32> {
    %0 = flow.tensor.empty : tensor<2x2xf32>
    %1 = flow.collective.reduce_scatter sum, f32, %0, %arg1, %arg0 : (tensor<2x2xf32>, tensor<4x2xf32>, !flow.channel) -> %0 as tensor<2x2xf32>
    util.return %1 : tensor<2x2xf32>
  }
}

