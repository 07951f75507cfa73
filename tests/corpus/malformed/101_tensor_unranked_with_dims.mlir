// expect-error: 4:27
// kind: syntax
// unranked marker followed by dimensions
func.func @f(%a: tensor<*x2x3xf32>) {
  return
}
