// expect-error: 5:40
// kind: syntax
// affine_set without ':' before its constraints
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = affine_set<(d0) (d0 >= 0)>} : () -> i32
  return %0 : i32
}
