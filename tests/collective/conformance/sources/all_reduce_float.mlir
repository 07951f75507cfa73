// all_reduce of each reduction on each element type, on the
// default channel (flow.channel.default).
util.func public @main(%arg0: tensor<2x3xf16>, %arg1: tensor<2x3xbf16>, %arg2: tensor<2x3xf32>, %arg3: tensor<2x3xf64>) -> (tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>) {
  %channel = flow.channel.default : !flow.channel
  %sum_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %sum_f16 = flow.collective.all_reduce sum, f16, %sum_f16_init, %arg0, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %sum_f16_init as tensor<2x3xf16>
  %product_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %product_f16 = flow.collective.all_reduce product, f16, %product_f16_init, %arg0, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %product_f16_init as tensor<2x3xf16>
  %minimum_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %minimum_f16 = flow.collective.all_reduce minimum, f16, %minimum_f16_init, %arg0, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %minimum_f16_init as tensor<2x3xf16>
  %maximum_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %maximum_f16 = flow.collective.all_reduce maximum, f16, %maximum_f16_init, %arg0, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %maximum_f16_init as tensor<2x3xf16>
  %average_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %average_f16 = flow.collective.all_reduce average, f16, %average_f16_init, %arg0, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %average_f16_init as tensor<2x3xf16>
  %sum_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %sum_bf16 = flow.collective.all_reduce sum, bf16, %sum_bf16_init, %arg1, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %sum_bf16_init as tensor<2x3xbf16>
  %product_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %product_bf16 = flow.collective.all_reduce product, bf16, %product_bf16_init, %arg1, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %product_bf16_init as tensor<2x3xbf16>
  %minimum_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %minimum_bf16 = flow.collective.all_reduce minimum, bf16, %minimum_bf16_init, %arg1, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %minimum_bf16_init as tensor<2x3xbf16>
  %maximum_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %maximum_bf16 = flow.collective.all_reduce maximum, bf16, %maximum_bf16_init, %arg1, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %maximum_bf16_init as tensor<2x3xbf16>
  %average_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %average_bf16 = flow.collective.all_reduce average, bf16, %average_bf16_init, %arg1, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %average_bf16_init as tensor<2x3xbf16>
  %sum_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %sum_f32 = flow.collective.all_reduce sum, f32, %sum_f32_init, %arg2, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %sum_f32_init as tensor<2x3xf32>
  %product_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %product_f32 = flow.collective.all_reduce product, f32, %product_f32_init, %arg2, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %product_f32_init as tensor<2x3xf32>
  %minimum_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %minimum_f32 = flow.collective.all_reduce minimum, f32, %minimum_f32_init, %arg2, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %minimum_f32_init as tensor<2x3xf32>
  %maximum_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %maximum_f32 = flow.collective.all_reduce maximum, f32, %maximum_f32_init, %arg2, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %maximum_f32_init as tensor<2x3xf32>
  %average_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %average_f32 = flow.collective.all_reduce average, f32, %average_f32_init, %arg2, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %average_f32_init as tensor<2x3xf32>
  %sum_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %sum_f64 = flow.collective.all_reduce sum, f64, %sum_f64_init, %arg3, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %sum_f64_init as tensor<2x3xf64>
  %product_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %product_f64 = flow.collective.all_reduce product, f64, %product_f64_init, %arg3, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %product_f64_init as tensor<2x3xf64>
  %minimum_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %minimum_f64 = flow.collective.all_reduce minimum, f64, %minimum_f64_init, %arg3, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %minimum_f64_init as tensor<2x3xf64>
  %maximum_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %maximum_f64 = flow.collective.all_reduce maximum, f64, %maximum_f64_init, %arg3, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %maximum_f64_init as tensor<2x3xf64>
  %average_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %average_f64 = flow.collective.all_reduce average, f64, %average_f64_init, %arg3, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %average_f64_init as tensor<2x3xf64>
  util.return %sum_f16, %product_f16, %minimum_f16, %maximum_f16, %average_f16, %sum_bf16, %product_bf16, %minimum_bf16, %maximum_bf16, %average_bf16, %sum_f32, %product_f32, %minimum_f32, %maximum_f32, %average_f32, %sum_f64, %product_f64, %minimum_f64, %maximum_f64, %average_f64 : tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>
}
