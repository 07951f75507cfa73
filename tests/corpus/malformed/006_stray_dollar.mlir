// expect-error: 5:26
// kind: syntax
// a character that starts no token ($)
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, $arg1 : i32
  return %0 : i32
}
