// expect-error: 5:42
// kind: syntax
// string literal not closed before end of line
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = "abc} : () -> i32
  return %0 : i32
}
