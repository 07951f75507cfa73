// hal.buffer_view.assert on an input of the wrong shape.
// FLAG: --function=main
// FLAG: --input=3xf32=1 2 3
// ERROR-AT: hal.buffer_view.assert
// ERROR: got 3xf32, expected 4xf32
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %f32 = hal.element_type<f32> : i32
  %dense = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4]) type(%f32) encoding(%dense)
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%c16}
  %v = stream.tensor.export %in : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
