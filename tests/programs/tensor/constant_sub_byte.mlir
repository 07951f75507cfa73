// stream.tensor.constant of integers whose width is not a multiple of 8:
// IREE stores each element zero-extended to its storage byte(s) (i3 `7` is
// 0x07, i5 `-1` is 0x1F, i7 `-2` is 0x7E) and packs i4 two to a byte, low
// nibble first. Exporting the bytes as i8 makes the padding bits visible.
// (IREE cannot splat an i7, hence the non-splat i7 value.)
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %0 = stream.tensor.constant : tensor<4xi3> in !stream.resource<*> = dense<[0, 7, 2, -3]> : tensor<4xi3>
  %1 = stream.tensor.constant : tensor<4xi5> in !stream.resource<*> = dense<[-1, 15, -16, 3]> : tensor<4xi5>
  %2 = stream.tensor.constant : tensor<4xi4> in !stream.resource<*> = dense<[-1, 7, -8, 3]> : tensor<4xi4>
  %3 = stream.tensor.constant : tensor<4xi7> in !stream.resource<*> = dense<[-2, 63, -64, 1]> : tensor<4xi7>
  %e0 = stream.async.cast %0 : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
  %e1 = stream.async.cast %1 : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
  %e2 = stream.async.cast %2 : !stream.resource<*>{%c2} -> !stream.resource<external>{%c2}
  %e3 = stream.async.cast %3 : !stream.resource<*>{%c4} -> !stream.resource<external>{%c4}
  %v0 = stream.tensor.export %e0 : tensor<4xi8> in !stream.resource<external>{%c4} -> !hal.buffer_view
  %v1 = stream.tensor.export %e1 : tensor<4xi8> in !stream.resource<external>{%c4} -> !hal.buffer_view
  %v2 = stream.tensor.export %e2 : tensor<2xi8> in !stream.resource<external>{%c2} -> !hal.buffer_view
  %v3 = stream.tensor.export %e3 : tensor<4xi8> in !stream.resource<external>{%c4} -> !hal.buffer_view
  util.return %v0, %v1, %v2, %v3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
