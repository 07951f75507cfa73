// expect-error: 5:24
// kind: syntax
// 0x with no hexadecimal digits (MLIR lexes 0 then the identifier x)
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 0x : i32
  return %0 : i32
}
