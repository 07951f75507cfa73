// Data movement without compute: slices and updates of whole rows (which
// Stream expresses as stream.async.slice / update / copy rather than
// dispatches), a concat of inputs along the outer dimension, and a
// row-block insert into a splat.
func.func @main(%x: tensor<4x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4x3xf32>, tensor<6x3xf32>, tensor<3x3xf32>) {
  %s = tensor.extract_slice %x[1, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
  %u = tensor.insert_slice %y into %x[2, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
  %c = tensor.concat dim(0) %x, %y : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<6x3xf32>
  %z = arith.constant dense<7.0> : tensor<3x3xf32>
  %r = tensor.extract_slice %y[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
  %i = tensor.insert_slice %r into %z[1, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<3x3xf32>
  return %s, %u, %c, %i : tensor<2x3xf32>, tensor<4x3xf32>, tensor<6x3xf32>, tensor<3x3xf32>
}
