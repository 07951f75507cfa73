// stream.tensor.import / export of a dynamically shaped tensor, with
// hal.buffer_view.dim/assert and stream.tensor.sizeof.
// FLAG: --function=main
// FLAG: --input=2x3xf32=1 2 3 4 5 6
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, index) {
  %d0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
  %c3 = arith.constant 3 : index
  %f32 = hal.element_type<f32> : i32
  %dense = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%d0, %c3]) type(%f32) encoding(%dense)
  %size = stream.tensor.sizeof tensor<?x3xf32>{%d0} : index
  %0 = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<?x3xf32>{%d0} in !stream.resource<external>{%size}
  %1 = stream.tensor.export %0 : tensor<?x3xf32>{%d0} in !stream.resource<external>{%size} -> !hal.buffer_view
  util.return %1, %size : !hal.buffer_view, index
}
