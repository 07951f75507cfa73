// expect-error: 6:3
// kind: syntax
// a 0xFF byte (not UTF-8) where a token should start
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32
  ÿ
  return %0 : i32
}
