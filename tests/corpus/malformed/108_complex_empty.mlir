// expect-error: 4:26
// kind: syntax
// complex<> without an element type
func.func @f(%a: complex<>) {
  return
}
