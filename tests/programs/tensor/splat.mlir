// stream.tensor.splat of f32, i8, i16 and f16 values (floats bitcast to
// their fill pattern).
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) {
  %f = arith.constant -1.25 : f32
  %b = arith.constant -3 : i8
  %s = arith.constant 1234 : i16
  %h = arith.constant 0.5 : f16
  %s0 = stream.tensor.sizeof tensor<2x2xf32> : index
  %s1 = stream.tensor.sizeof tensor<5xi8> : index
  %s2 = stream.tensor.sizeof tensor<3xi16> : index
  %s3 = stream.tensor.sizeof tensor<4xf16> : index
  %0 = stream.tensor.splat %f : f32 -> tensor<2x2xf32> in !stream.resource<*>{%s0}
  %1 = stream.tensor.splat %b : i8 -> tensor<5xi8> in !stream.resource<*>{%s1}
  %2 = stream.tensor.splat %s : i16 -> tensor<3xi16> in !stream.resource<*>{%s2}
  %3 = stream.tensor.splat %h : f16 -> tensor<4xf16> in !stream.resource<*>{%s3}
  %e0 = stream.async.cast %0 : !stream.resource<*>{%s0} -> !stream.resource<external>{%s0}
  %e1 = stream.async.cast %1 : !stream.resource<*>{%s1} -> !stream.resource<external>{%s1}
  %e2 = stream.async.cast %2 : !stream.resource<*>{%s2} -> !stream.resource<external>{%s2}
  %e3 = stream.async.cast %3 : !stream.resource<*>{%s3} -> !stream.resource<external>{%s3}
  %v0 = stream.tensor.export %e0 : tensor<2x2xf32> in !stream.resource<external>{%s0} -> !hal.buffer_view
  %v1 = stream.tensor.export %e1 : tensor<5xi8> in !stream.resource<external>{%s1} -> !hal.buffer_view
  %v2 = stream.tensor.export %e2 : tensor<3xi16> in !stream.resource<external>{%s2} -> !hal.buffer_view
  %v3 = stream.tensor.export %e3 : tensor<4xf16> in !stream.resource<external>{%s3} -> !hal.buffer_view
  util.return %v0, %v1, %v2, %v3 : !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view
}
