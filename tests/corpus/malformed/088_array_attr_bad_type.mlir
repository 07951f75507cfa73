// expect-error: 5:39
// kind: syntax
// array<i32: ...> with a float element
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = array<i32: 1, 2.5>} : () -> i32
  return %0 : i32
}
