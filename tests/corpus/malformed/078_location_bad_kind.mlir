// expect-error: 5:42
// kind: syntax
// loc(42) is no location form
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 loc(42)
  return %0 : i32
}
