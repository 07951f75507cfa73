// expect-error: 5:42
// kind: syntax
// loc(#undefined) with no such alias
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.addi %arg0, %arg1 : i32 loc(#nowhere)
  return %0 : i32
}
