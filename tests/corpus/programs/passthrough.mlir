// The smallest programs: results that are inputs (returned twice, so one
// export must copy or alias), a constant result, a reshape that is only a
// metadata change, and a scalar round trip. No dispatches.
func.func @main(%x: tensor<2x3xi32>, %s: f32) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<3xf32>, tensor<6xi32>, f32) {
  %c = arith.constant dense<[0.5, 1.5, 2.5]> : tensor<3xf32>
  %r = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  return %x, %x, %c, %r, %s : tensor<2x3xi32>, tensor<2x3xi32>, tensor<3xf32>, tensor<6xi32>, f32
}
