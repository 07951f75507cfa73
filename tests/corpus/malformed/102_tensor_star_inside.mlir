// expect-error: 4:27
// kind: syntax
// '*' in the middle of a shape
func.func @f(%a: tensor<2x*xf32>) {
  return
}
