// expect-error: 5:37
// kind: syntax
// dense< never closed
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<[1, 2] : tensor<2xi32>} : () -> i32
  return %0 : i32
}
