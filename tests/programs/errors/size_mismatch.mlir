// An imported buffer smaller than the size the program declares for it.
// FLAG: --function=main
// FLAG: --input=4xi32=1 2 3 4
// ERROR-AT: stream.tensor.import
// ERROR: size mismatch
util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view {
  %c32 = arith.constant 32 : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<8xi32> in !stream.resource<external>{%c32}
  %v = stream.tensor.export %in : tensor<8xi32> in !stream.resource<external>{%c32} -> !hal.buffer_view
  util.return %v : !hal.buffer_view
}
