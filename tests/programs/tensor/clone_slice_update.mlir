// stream.tensor.clone (with a reshape), slice of rows, update of rows into
// a bigger tensor (the update's target is also read later: copy-on-write).
// FLAG: --function=main
// FLAG: --input=4x3xf32=1 2 3 4 5 6 7 8 9 10 11 12
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = stream.tensor.sizeof tensor<4x3xf32> : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4x3xf32> in !stream.resource<external>{%s}
  %x = stream.async.cast %in : !stream.resource<external>{%s} -> !stream.resource<*>{%s}
  %c = stream.tensor.clone %x : tensor<4x3xf32> in !stream.resource<*>{%s} -> tensor<2x6xf32> in !stream.resource<*>{%s}
  %ss = stream.tensor.sizeof tensor<2x3xf32> : index
  %sl = stream.tensor.slice %x[%c1, %c0 for %c2, %c3] : tensor<4x3xf32> in !stream.resource<*>{%s} -> tensor<2x3xf32> in !stream.resource<*>{%ss}
  %up = stream.tensor.update %sl, %x[%c2, %c0] : tensor<2x3xf32> in !stream.resource<*>{%ss} -> tensor<4x3xf32> in %x as !stream.resource<*>{%s}
  %e0 = stream.async.cast %c : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %e1 = stream.async.cast %sl : !stream.resource<*>{%ss} -> !stream.resource<external>{%ss}
  %e2 = stream.async.cast %up : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %v0 = stream.tensor.export %e0 : tensor<2x6xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %v1 = stream.tensor.export %e1 : tensor<2x3xf32> in !stream.resource<external>{%ss} -> !hal.buffer_view
  %v2 = stream.tensor.export %e2 : tensor<4x3xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %v0, %v1, %v2 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
