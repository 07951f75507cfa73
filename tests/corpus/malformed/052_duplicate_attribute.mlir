// expect-error: 5:34
// kind: syntax
// the same attribute name twice in a dictionary
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = 1 : i32, a = 2 : i32} : () -> i32
  return %0 : i32
}
