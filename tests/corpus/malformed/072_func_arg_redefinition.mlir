// expect-error: 4:23
// kind: syntax
// function argument names repeated
func.func @f(%a: i32, %a: i32) {
  return
}
