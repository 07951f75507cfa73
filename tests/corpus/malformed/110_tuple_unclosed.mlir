// expect-error: 4:32
// kind: syntax
// tuple< never closed
func.func @f(%a: tuple<i32, f32) {
  return
}
