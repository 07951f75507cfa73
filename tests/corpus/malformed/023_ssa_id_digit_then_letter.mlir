// expect-error: 6:25
// kind: syntax
// %1x: a numeric SSA id followed by letters
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  %1 = arith.addi %0, %0x : i32
  return %0 : i32
}
