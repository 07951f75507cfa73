// expect-error: 5:26
// kind: syntax
// use of a value that was never defined
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %nope : i32
  return %0 : i32
}
