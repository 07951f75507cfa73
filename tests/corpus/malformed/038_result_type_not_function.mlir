// expect-error: 5:27
// kind: syntax
// a plain type where a function type is required
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"(%arg0) : i32
  return %0 : i32
}
