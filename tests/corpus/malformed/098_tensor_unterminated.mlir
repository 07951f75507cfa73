// expect-error: 4:32
// kind: syntax
// tensor<2x?xf32 never closed
func.func @f(%a: tensor<2x?xf32) {
  return
}
