// expect-error: 5:25
// kind: syntax
// an ellipsis where an operand is expected
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, ... : i32
  return %0 : i32
}
