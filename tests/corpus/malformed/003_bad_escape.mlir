// expect-error: 5:28
// kind: syntax
// unknown escape sequence \q in a string
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = "ab\q"} : () -> i32
  return %0 : i32
}
