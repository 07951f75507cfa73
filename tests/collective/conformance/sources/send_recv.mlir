// send_recv on a spread of element types: a ring (rank r sends to
// r + 1 mod N and receives from r - 1 mod N; on one rank, to and
// from itself) and a line (the last rank sends to -1, nobody;
// rank 0 receives from -1 and gets zeros).
util.func public @main(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi16>, %arg2: tensor<2x3xi32>, %arg3: tensor<2x3xi64>, %arg4: tensor<2x3xf16>, %arg5: tensor<2x3xbf16>, %arg6: tensor<2x3xf32>, %arg7: tensor<2x3xf64>) -> (tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf64>, tensor<2x3xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %none = arith.constant -1 : index
  %channel = flow.channel.default : !flow.channel
  %rank = flow.channel.rank %channel : index
  %count = flow.channel.count %channel : index
  %rank_plus_1 = arith.addi %rank, %c1 : index
  %next = arith.remui %rank_plus_1, %count : index
  %rank_plus_count = arith.addi %rank, %count : index
  %rank_plus_count_minus_1 = arith.subi %rank_plus_count, %c1 : index
  %prev = arith.remui %rank_plus_count_minus_1, %count : index
  %has_next = arith.cmpi ult, %rank_plus_1, %count : index
  %line_send = arith.select %has_next, %rank_plus_1, %none : index
  %has_prev = arith.cmpi ugt, %rank, %c0 : index
  %line_recv = arith.select %has_prev, %prev, %none : index
  %ring_si8_init = flow.tensor.empty : tensor<2x3xi8>
  %ring_si8 = flow.collective.send_recv si8, %ring_si8_init, %arg0, %channel, %next, %prev : (tensor<2x3xi8>, tensor<2x3xi8>, !flow.channel, index, index) -> %ring_si8_init as tensor<2x3xi8>
  %line_si8_init = flow.tensor.empty : tensor<2x3xi8>
  %line_si8 = flow.collective.send_recv si8, %line_si8_init, %arg0, %channel, %line_send, %line_recv : (tensor<2x3xi8>, tensor<2x3xi8>, !flow.channel, index, index) -> %line_si8_init as tensor<2x3xi8>
  %ring_ui16_init = flow.tensor.empty : tensor<2x3xi16>
  %ring_ui16 = flow.collective.send_recv ui16, %ring_ui16_init, %arg1, %channel, %next, %prev : (tensor<2x3xi16>, tensor<2x3xi16>, !flow.channel, index, index) -> %ring_ui16_init as tensor<2x3xi16>
  %line_ui16_init = flow.tensor.empty : tensor<2x3xi16>
  %line_ui16 = flow.collective.send_recv ui16, %line_ui16_init, %arg1, %channel, %line_send, %line_recv : (tensor<2x3xi16>, tensor<2x3xi16>, !flow.channel, index, index) -> %line_ui16_init as tensor<2x3xi16>
  %ring_si32_init = flow.tensor.empty : tensor<2x3xi32>
  %ring_si32 = flow.collective.send_recv si32, %ring_si32_init, %arg2, %channel, %next, %prev : (tensor<2x3xi32>, tensor<2x3xi32>, !flow.channel, index, index) -> %ring_si32_init as tensor<2x3xi32>
  %line_si32_init = flow.tensor.empty : tensor<2x3xi32>
  %line_si32 = flow.collective.send_recv si32, %line_si32_init, %arg2, %channel, %line_send, %line_recv : (tensor<2x3xi32>, tensor<2x3xi32>, !flow.channel, index, index) -> %line_si32_init as tensor<2x3xi32>
  %ring_ui64_init = flow.tensor.empty : tensor<2x3xi64>
  %ring_ui64 = flow.collective.send_recv ui64, %ring_ui64_init, %arg3, %channel, %next, %prev : (tensor<2x3xi64>, tensor<2x3xi64>, !flow.channel, index, index) -> %ring_ui64_init as tensor<2x3xi64>
  %line_ui64_init = flow.tensor.empty : tensor<2x3xi64>
  %line_ui64 = flow.collective.send_recv ui64, %line_ui64_init, %arg3, %channel, %line_send, %line_recv : (tensor<2x3xi64>, tensor<2x3xi64>, !flow.channel, index, index) -> %line_ui64_init as tensor<2x3xi64>
  %ring_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %ring_f16 = flow.collective.send_recv f16, %ring_f16_init, %arg4, %channel, %next, %prev : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel, index, index) -> %ring_f16_init as tensor<2x3xf16>
  %line_f16_init = flow.tensor.empty : tensor<2x3xf16>
  %line_f16 = flow.collective.send_recv f16, %line_f16_init, %arg4, %channel, %line_send, %line_recv : (tensor<2x3xf16>, tensor<2x3xf16>, !flow.channel, index, index) -> %line_f16_init as tensor<2x3xf16>
  %ring_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %ring_bf16 = flow.collective.send_recv bf16, %ring_bf16_init, %arg5, %channel, %next, %prev : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel, index, index) -> %ring_bf16_init as tensor<2x3xbf16>
  %line_bf16_init = flow.tensor.empty : tensor<2x3xbf16>
  %line_bf16 = flow.collective.send_recv bf16, %line_bf16_init, %arg5, %channel, %line_send, %line_recv : (tensor<2x3xbf16>, tensor<2x3xbf16>, !flow.channel, index, index) -> %line_bf16_init as tensor<2x3xbf16>
  %ring_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %ring_f32 = flow.collective.send_recv f32, %ring_f32_init, %arg6, %channel, %next, %prev : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel, index, index) -> %ring_f32_init as tensor<2x3xf32>
  %line_f32_init = flow.tensor.empty : tensor<2x3xf32>
  %line_f32 = flow.collective.send_recv f32, %line_f32_init, %arg6, %channel, %line_send, %line_recv : (tensor<2x3xf32>, tensor<2x3xf32>, !flow.channel, index, index) -> %line_f32_init as tensor<2x3xf32>
  %ring_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %ring_f64 = flow.collective.send_recv f64, %ring_f64_init, %arg7, %channel, %next, %prev : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel, index, index) -> %ring_f64_init as tensor<2x3xf64>
  %line_f64_init = flow.tensor.empty : tensor<2x3xf64>
  %line_f64 = flow.collective.send_recv f64, %line_f64_init, %arg7, %channel, %line_send, %line_recv : (tensor<2x3xf64>, tensor<2x3xf64>, !flow.channel, index, index) -> %line_f64_init as tensor<2x3xf64>
  util.return %ring_si8, %line_si8, %ring_ui16, %line_ui16, %ring_si32, %line_si32, %ring_ui64, %line_ui64, %ring_f16, %line_f16, %ring_bf16, %line_bf16, %ring_f32, %line_f32, %ring_f64, %line_f64 : tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi16>, tensor<2x3xi16>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xf16>, tensor<2x3xf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf64>, tensor<2x3xf64>
}
