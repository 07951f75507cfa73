// expect-error: 5:34
// kind: syntax
// float attribute typed as i32
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {f = 1.5 : i32} : () -> i32
  return %0 : i32
}
