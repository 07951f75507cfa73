// expect-error: 4:16
// kind: syntax
// function argument without a type
func.func @f(%a) {
  return
}
