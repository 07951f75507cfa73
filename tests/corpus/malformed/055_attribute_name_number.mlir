// expect-error: 5:21
// kind: syntax
// a number where an attribute name is expected
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {1 = 2} : () -> i32
  return %0 : i32
}
