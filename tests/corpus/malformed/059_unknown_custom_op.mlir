// expect-error: 5:8
// kind: syntax
// custom syntax for an op no dialect defines
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.frobnicate %arg0 : i32
  return %0 : i32
}
