// all_gather on a spread of element types, 1 ranks: rank j's 2x3
// lands in rows [2j, 2j + 2) of every rank's result.
util.func public @main(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi16>, %arg2: tensor<2x3xi32>, %arg3: tensor<2x3xi64>, %arg4: tensor<2x3xf16>, %arg5: tensor<2x3xbf16>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf64>) -> (tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf64>) {
  %channel = flow.channel.default : !flow.channel
  %gathered_si8_init = flow.tensor.empty : tensor<2x3xi8>
  %gathered_si8 = flow.collective.all_gather si8, %gathered_si8_init, %arg0, %channel : (tensor<2x3xi8>, tensor<2x3xi8>, !flow.channel) -> %gathered_si8_init as tensor<2x3xi8>
  %gathered_ui16_init = flow.tensor.empty : tensor<2x3xi16>
  %gathered_ui16 = flow.collective.all_gather ui16, %gathered_ui16_init, %arg1, %channel : (tensor<2x3xi16>, tensor<2x3xi16>, !flow.channel) -> %gathered_ui16_init as tensor<2x3xi16>
  %gathered_si32_init = flow.tensor.empty : tensor<2x3xi32>
  %gathered_si32 = flow.collective.all_gather si32, %gathered_si32_init, %arg2, %channel : (tensor<2x3xi32>, tensor<2x3xi32>, !flow.channel) -> %gathered_si32_init as tensor<2x3xi32>
  %gathered_ui64_init = flow.tensor.empty : tensor<2x3xi64>
  %gathered_ui64 = flow.collective.all_gather ui64, %gathered_ui64_init, %arg3, %channel : (tensor<2x3xi64>, tensor<2x3xi64>, !flow.channel) -> %gathered_ui64_init as tensor<2x3xi64>
  %gathered_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %gathered_f16 = flow.collective.all_gather f16, %gathered_f16_init, %arg4, %channel : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel) -> %gathered_f16_init as tensor<2x3xf16>
  %gathered_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %gathered_bf16 = flow.collective.all_gather bf16, %gathered_bf16_init, %arg5, %channel : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel) -> %gathered_bf16_init as tensor<2x3xbf16>
  %gathered_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %gathered_f32 = flow.collective.all_gather f32, %gathered_f32_init, %arg6, %channel : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel) -> %gathered_f32_init as tensor<2x3xf32>
  %gathered_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %gathered_f64 = flow.collective.all_gather f64, %gathered_f64_init, %arg7, %channel : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel) -> %gathered_f64_init as tensor<2x3xf64>
  util.return %gathered_si8, %gathered_ui16, %gathered_si32, %gathered_ui64, %gathered_f16, %gathered_bf16, %gathered_f32, %gathered_f64 : tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf64>
}
