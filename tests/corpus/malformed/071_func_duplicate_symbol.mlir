// expect-error: 7:1
// kind: verify
// two functions with the same name
func.func @f() {
  return
}
func.func @f() {
  return
}
