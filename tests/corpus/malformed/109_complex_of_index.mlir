// expect-error: 4:26
// kind: syntax
// complex<index> is not allowed
func.func @f(%a: complex<index>) {
  return
}
