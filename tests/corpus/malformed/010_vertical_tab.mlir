// expect-error: 6:1
// kind: syntax
// a vertical tab (0x0B) is not whitespace in MLIR
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32

  return %0 : i32
}
