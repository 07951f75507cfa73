// expect-error: 6:3
// kind: syntax
// a non-ASCII letter in an SSA name
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %é = arith.addi %0, %0 : i32
  return %0 : i32
}
