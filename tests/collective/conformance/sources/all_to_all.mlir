// all_to_all on a spread of element types: each rank's 12x2 is N
// parts of 12/N rows; rank r's part j comes from rank j's part r.
util.func public @main(%arg0: tensor<12x2xi8>, %arg1: tensor<12x2xi16>, %arg2: tensor<12x2xi32>, %arg3: tensor<12x2xi64>, %arg4: tensor<12x2xf16>, %arg5: tensor<12x2xbf16>, %arg6: tensor<12x2xf32>, %arg7: tensor<12x2xf64>) -> (tensor<12x2xi8>, tensor<12x2xi16>, tensor<12x2xi32>, tensor<12x2xi64>, tensor<12x2xf16>, tensor<12x2xbf16>, tensor<12x2xf32>, tensor<12x2xf64>) {
  %channel = flow.channel.default : !flow.channel
  %exchanged_si8_init = flow.tensor.empty : tensor<12x2xi8>
  %exchanged_si8 = flow.collective.all_to_all si8, %exchanged_si8_init, %arg0, %channel : (tensor<12x2xi8>, tensor<12x2xi8>, !flow.channel) -> %exchanged_si8_init as tensor<12x2xi8>
  %exchanged_ui16_init = flow.tensor.empty : tensor<12x2xi16>
  %exchanged_ui16 = flow.collective.all_to_all ui16, %exchanged_ui16_init, %arg1, %channel : (tensor<12x2xi16>, tensor<12x2xi16>, !flow.channel) -> %exchanged_ui16_init as tensor<12x2xi16>
  %exchanged_si32_init = flow.tensor.empty : tensor<12x2xi32>
  %exchanged_si32 = flow.collective.all_to_all si32, %exchanged_si32_init, %arg2, %channel : (tensor<12x2xi32>, tensor<12x2xi32>, !flow.channel) -> %exchanged_si32_init as tensor<12x2xi32>
  %exchanged_ui64_init = flow.tensor.empty : tensor<12x2xi64>
  %exchanged_ui64 = flow.collective.all_to_all ui64, %exchanged_ui64_init, %arg3, %channel : (tensor<12x2xi64>, tensor<12x2xi64>, !flow.channel) -> %exchanged_ui64_init as tensor<12x2xi64>
  %exchanged_f16_init = flow.tensor.empty : tensor<12x2xf16>
  %exchanged_f16 = flow.collective.all_to_all f16, %exchanged_f16_init, %arg4, %channel : (tensor<12x2xf16>, tensor<12x2xf16>, !flow.channel) -> %exchanged_f16_init as tensor<12x2xf16>
  %exchanged_bf16_init = flow.tensor.empty : tensor<12x2xbf16>
  %exchanged_bf16 = flow.collective.all_to_all bf16, %exchanged_bf16_init, %arg5, %channel : (tensor<12x2xbf16>, tensor<12x2xbf16>, !flow.channel) -> %exchanged_bf16_init as tensor<12x2xbf16>
  %exchanged_f32_init = flow.tensor.empty : tensor<12x2xf32>
  %exchanged_f32 = flow.collective.all_to_all f32, %exchanged_f32_init, %arg6, %channel : (tensor<12x2xf32>, tensor<12x2xf32>, !flow.channel) -> %exchanged_f32_init as tensor<12x2xf32>
  %exchanged_f64_init = flow.tensor.empty : tensor<12x2xf64>
  %exchanged_f64 = flow.collective.all_to_all f64, %exchanged_f64_init, %arg7, %channel : (tensor<12x2xf64>, tensor<12x2xf64>, !flow.channel) -> %exchanged_f64_init as tensor<12x2xf64>
  util.return %exchanged_si8, %exchanged_ui16, %exchanged_si32, %exchanged_ui64, %exchanged_f16, %exchanged_bf16, %exchanged_f32, %exchanged_f64 : tensor<12x2xi8>, tensor<12x2xi16>, tensor<12x2xi32>, tensor<12x2xi64>, tensor<12x2xf16>, tensor<12x2xbf16>, tensor<12x2xf32>, tensor<12x2xf64>
}
