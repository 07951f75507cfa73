// expect-error: 4:46
// kind: syntax
// MLIR has no /* */ comments
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  /* comment */
  return %arg0 : i32
}
