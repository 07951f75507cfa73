// expect-error: 5:24
// kind: syntax
// generic op without ': (..) -> ..'
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"(%arg0)
  return %0 : i32
}
