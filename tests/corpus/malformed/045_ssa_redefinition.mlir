// expect-error: 6:3
// kind: syntax
// the same SSA name defined twice
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %0 = arith.muli %arg0, %arg1 : i32
  return %0 : i32
}
