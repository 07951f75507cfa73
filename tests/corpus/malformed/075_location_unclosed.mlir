// expect-error: 5:57
// kind: syntax
// loc( never closed
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 loc("file.mlir":3:4 
  return %0 : i32
}
