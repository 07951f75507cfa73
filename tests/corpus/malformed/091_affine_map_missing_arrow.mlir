// expect-error: 5:40
// kind: syntax
// affine map without '->'
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {m = affine_map<(d0) (d0)>} : () -> i32
  return %0 : i32
}
