// expect-error: 5:34
// kind: syntax
// array<i32 1, 2> without the colon
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = array<i32 1, 2>} : () -> i32
  return %0 : i32
}
