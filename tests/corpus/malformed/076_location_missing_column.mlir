// expect-error: 5:56
// kind: syntax
// file location with a colon but no column number
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 loc("file.mlir":3:)
  return %0 : i32
}
