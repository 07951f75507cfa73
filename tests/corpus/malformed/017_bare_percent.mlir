// expect-error: 5:19
// kind: syntax
// % not followed by an identifier
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi % , %arg1 : i32
  return %0 : i32
}
