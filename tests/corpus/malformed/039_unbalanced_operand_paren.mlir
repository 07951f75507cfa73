// expect-error: 5:30
// kind: syntax
// operand list never closed
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"(%arg0, %arg1 : (i32, i32) -> i32
  return %0 : i32
}
