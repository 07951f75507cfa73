// expect-error: 4:17
// kind: syntax
// alias definitions are only allowed at top level
func.func @f() {
  #a = 1 : i32
  return
}
