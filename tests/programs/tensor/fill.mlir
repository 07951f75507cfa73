// stream.tensor.fill of a range of a rank-1 tensor (other elements keep
// their values) and of an empty tensor.
// FLAG: --function=main
util.func public @main() -> (!hal.buffer_view, !hal.buffer_view) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 4.5 : f32
  %z = arith.constant 0.0 : f32
  %w = arith.constant 7 : i32
  %s = stream.tensor.sizeof tensor<6xf32> : index
  %e = stream.tensor.empty : tensor<6xf32> in !stream.resource<*>{%s}
  %a = stream.tensor.fill %z, %e[%c0 for %c6] : f32 -> tensor<6xf32> in %e as !stream.resource<*>{%s}
  %b = stream.tensor.fill %v, %a[%c1 for %c2] : f32 -> tensor<6xf32> in %a as !stream.resource<*>{%s}
  %si = stream.tensor.sizeof tensor<3xi32> : index
  %ei = stream.tensor.empty : tensor<3xi32> in !stream.resource<*>{%si}
  %fi = stream.tensor.fill %w, %ei[%c0 for %c3] : i32 -> tensor<3xi32> in %ei as !stream.resource<*>{%si}
  %x0 = stream.async.cast %b : !stream.resource<*>{%s} -> !stream.resource<external>{%s}
  %x1 = stream.async.cast %fi : !stream.resource<*>{%si} -> !stream.resource<external>{%si}
  %v0 = stream.tensor.export %x0 : tensor<6xf32> in !stream.resource<external>{%s} -> !hal.buffer_view
  %v1 = stream.tensor.export %x1 : tensor<3xi32> in !stream.resource<external>{%si} -> !hal.buffer_view
  util.return %v0, %v1 : !hal.buffer_view, !hal.buffer_view
}
