// expect-error: 5:27
// kind: syntax
// \u escapes do not exist in MLIR strings
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = "x\u1234"} : () -> i32
  return %0 : i32
}
