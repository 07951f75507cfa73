// expect-error: 5:52
// kind: syntax
// product of two dimensions is not affine
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {m = affine_map<(d0, d1) -> (d0 * d1)>} : () -> i32
  return %0 : i32
}
