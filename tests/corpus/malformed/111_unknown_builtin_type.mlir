// expect-error: 4:17
// kind: syntax
// f33 is not a type
func.func @f(%a: f33) {
  return
}
