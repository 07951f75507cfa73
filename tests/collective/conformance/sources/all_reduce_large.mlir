// all_reduce of each reduction on each element type, on the
// default channel (flow.channel.default).
util.func public @main(%arg0: tensor<33x65xf32>, %arg1: tensor<33x65xbf16>) -> (tensor<33x65xf32>, tensor<33x65xbf16>) {
  %channel = flow.channel.default : !flow.channel
  %sum_f32_init = flow.tensor.empty : tensor<33x65xf32>
  %sum_f32 = flow.collective.all_reduce sum, f32, %sum_f32_init, %arg0, %channel : (tensor<33x65xf32>, tensor<33x65xf32>, !flow.channel) -> %sum_f32_init as tensor<33x65xf32>
  %sum_bf16_init = flow.tensor.empty : tensor<33x65xbf16>
  %sum_bf16 = flow.collective.all_reduce sum, bf16, %sum_bf16_init, %arg1, %channel : (tensor<33x65xbf16>, tensor<33x65xbf16>, !flow.channel) -> %sum_bf16_init as tensor<33x65xbf16>
  util.return %sum_f32, %sum_bf16 : tensor<33x65xf32>, tensor<33x65xbf16>
}
