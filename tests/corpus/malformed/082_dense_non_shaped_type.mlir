// expect-error: 5:25
// kind: syntax
// dense literal with a scalar type
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<1> : i32} : () -> i32
  return %0 : i32
}
