// Issue 20 F3: a hal.buffer_view.assert whose first dim mismatches; the
// message printed uninitialized stack words for the dims after it
// ("expected 4x94450853448041xf32").
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %f32 = hal.element_type<f32> : i32
  %dense = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c4, %c3]) type(%f32) encoding(%dense)
  util.return %arg0 : !hal.buffer_view
}
