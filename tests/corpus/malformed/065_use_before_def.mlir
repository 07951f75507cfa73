// expect-error: 5:8
// kind: verify
// operand does not dominate its use
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %1 : i32
  %1 = arith.addi %arg0, %arg1 : i32
  return %0 : i32
}
