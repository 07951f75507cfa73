// Issue 20 F2: IREE's lit case tensor_ops @tensorExport, made public: a
// ?x1x10xf32 tensor exported from a 200-byte resource. With %arg1 = 100 the
// tensor needs 4000 bytes; it was printed, written and compared past the
// end of the resource.
util.func public @tensorExport(%arg0: !stream.resource<external>, %arg1: index) -> !hal.buffer_view {
  %c200 = arith.constant 200 : index
  %0 = stream.tensor.export %arg0 : tensor<?x1x10xf32>{%arg1} in !stream.resource<external>{%c200} -> !hal.buffer_view
  util.return %0 : !hal.buffer_view
}
