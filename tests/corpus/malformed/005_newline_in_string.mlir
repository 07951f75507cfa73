// expect-error: 5:34
// kind: syntax
// a raw newline inside a string literal
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = "line one
line two"} : () -> i32
  return %0 : i32
}
