// stream.tensor.load / store on a staging copy, and stream.tensor.trace
// (checked, printed nowhere by the library).
// FLAG: --function=main
// FLAG: --input=4xf32=1.5 2.5 3.5 4.5
util.func public @main(%arg0: !hal.buffer_view) -> (f32, !hal.buffer_view) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = stream.tensor.sizeof tensor<4xf32> : index
  %in = stream.tensor.import %arg0 : !hal.buffer_view -> tensor<4xf32> in !stream.resource<external>{%s}
  %st = stream.async.transfer %in : !stream.resource<external>{%s} -> !stream.resource<staging>{%s}
  %v = stream.tensor.load %st[%c2] : tensor<4xf32> in !stream.resource<staging>{%s} -> f32
  %w = arith.addf %v, %v : f32
  %st2 = stream.tensor.store %w, %st[%c0] : f32 -> tensor<4xf32> in %st as !stream.resource<staging>{%s}
  stream.tensor.trace "after store" = [%st2 : tensor<4xf32> in !stream.resource<staging>{%s}]
  %out = stream.async.transfer %st2 : !stream.resource<staging>{%s} -> !stream.resource<external>{%s}
  %view = stream.tensor.export %out : tensor<4xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  util.return %v, %view : f32, !hal.buffer_view
}
