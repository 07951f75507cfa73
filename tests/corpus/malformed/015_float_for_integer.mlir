// expect-error: 6:3
// kind: syntax
// a float literal for an integer type
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 1.5 : i32
  return %0 : i32
}
