// hal.buffer_view.rank / dim / element_type / encoding_type / assert on an
// argument (the ABI ops the Stream phase keeps at function boundaries).
// FLAG: --function=main
// FLAG: --input=2x3xf32=1 2 3 4 5 6
util.func public @main(%v: !hal.buffer_view) -> (index, index, index, i32, i32) {
  %rank = hal.buffer_view.rank<%v : !hal.buffer_view> : index
  %d0 = hal.buffer_view.dim<%v : !hal.buffer_view>[0] : index
  %d1 = hal.buffer_view.dim<%v : !hal.buffer_view>[1] : index
  %et = hal.buffer_view.element_type<%v : !hal.buffer_view> : i32
  %enc = hal.buffer_view.encoding_type<%v : !hal.buffer_view> : i32
  %want_et = hal.element_type<f32> : i32
  %want_enc = hal.encoding_type<dense_row_major> : i32
  hal.buffer_view.assert<%v : !hal.buffer_view> message("arg") shape([%d0, %d1]) type(%want_et) encoding(%want_enc)
  util.return %rank, %d0, %d1, %et, %enc : index, index, index, i32, i32
}
