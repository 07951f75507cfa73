// expect-error: 5:26
// kind: syntax
// 1.0e with no exponent digits (lexes as 1.0 then e)
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 1.0e : f32
  return %arg0 : i32
}
