// expect-error: 5:31
// kind: syntax
// float elements for an integer tensor
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<1.5> : tensor<2xi32>} : () -> i32
  return %0 : i32
}
