// hal.buffer_view.buffer: the buffer under a !hal.buffer_view argument,
// measured, read at a byte offset, cut and viewed again with a new shape;
// the view's rank and a dimension; util.buffer.dealloc of a host buffer
// (a no-op on the value, as the VM's: the buffer stays readable until its
// last use).
// FLAG: --function=main
// FLAG: --input=2x3xi32=1 2 3 4 5 6
util.func public @main(%view: !hal.buffer_view) -> (index, i32, index, index, !hal.buffer_view, i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %buffer = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  %length = hal.buffer.length<%buffer : !hal.buffer> : index
  %fifth = hal.buffer.load<%buffer : !hal.buffer>[%c16] : i32
  %rank = hal.buffer_view.rank<%view : !hal.buffer_view> : index
  %columns = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index
  %second_row = hal.buffer.subspan<%buffer : !hal.buffer>[%c12, %c12] : !hal.buffer
  %element_type = hal.element_type<i32> : i32
  %encoding = hal.encoding_type<dense_row_major> : i32
  %row = hal.buffer_view.create buffer(%second_row : !hal.buffer)[%c0, %c12] shape([%c3]) type(%element_type) encoding(%encoding) : !hal.buffer_view
  %scratch = util.buffer.alloc uninitialized : !util.buffer{%c4}
  %c7_i32 = arith.constant 7 : i32
  util.buffer.store %c7_i32, %scratch[%c0 for %c4] : i32 -> !util.buffer{%c4}
  %seven = util.buffer.load %scratch[%c0 for %c4] : !util.buffer{%c4} -> i32
  util.buffer.dealloc %scratch : !util.buffer{%c4}
  util.return %length, %fifth, %rank, %columns, %row, %seven : index, i32, index, index, !hal.buffer_view, i32
}
