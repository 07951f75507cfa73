// Four f32 values for the tolerance tests; floats_b.mlir differs in one ULP
// of 2.5 and in the NaN payload (tools/README.md states the rules).
util.func public @floats() -> !hal.buffer_view {
  %0 = stream.tensor.constant : tensor<4xf32> in !stream.resource<external> = dense<[1.0, 2.5, 0x7FC00000, 0x7F800000]> : tensor<4xf32>
  %c16 = arith.constant 16 : index
  %1 = stream.tensor.export %0 : tensor<4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
  util.return %1 : !hal.buffer_view
}
