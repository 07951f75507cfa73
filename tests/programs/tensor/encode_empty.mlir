// stream.tensor.encode between identical dense row-major layouts (a copy)
// and stream.tensor.empty (a zero-element tensor exported as a view).
// FLAG: --function=main
// FLAG: --input=2x2xi32=1 2 3 4
util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<2x2xi32> in !stream.resource<external>{%c16}
  %enc = stream.tensor.encode %in : tensor<2x2xi32> in !stream.resource<external>{%c16} -> tensor<2x2xi32> in !stream.resource<*>{%c16}
  %out = stream.async.transfer %enc : !stream.resource<*>{%c16} -> !stream.resource<external>{%c16}
  %v0 = stream.tensor.export %out : tensor<2x2xi32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  %e = stream.tensor.empty : tensor<0x3xf32> in !stream.resource<*>{%c0}
  %eo = stream.async.transfer %e : !stream.resource<*>{%c0} -> !stream.resource<external>{%c0}
  %v1 = stream.tensor.export %eo : tensor<0x3xf32> in !stream.resource<external>{%c0} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
