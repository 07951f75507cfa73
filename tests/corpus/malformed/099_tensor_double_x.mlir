// expect-error: 4:27
// kind: syntax
// two 'x' in a row in a shape
func.func @f(%a: tensor<2xx3xf32>) {
  return
}
