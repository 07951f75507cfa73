// expect-error: 5:38
// kind: syntax
// junk after a complete operation
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 extra
  return %0 : i32
}
