// expect-error: 5:24
// kind: syntax
// 0b101 is not an MLIR integer literal (lexes as 0 then b101)
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 0b101 : i32
  return %0 : i32
}
