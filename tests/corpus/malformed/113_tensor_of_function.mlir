// expect-error: 4:27
// kind: syntax
// a function type as tensor element
func.func @f(%a: tensor<2x(i32) -> i32>) {
  return
}
