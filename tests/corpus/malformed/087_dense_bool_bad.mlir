// expect-error: 5:38
// kind: syntax
// 'yes' is not a boolean element
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<[true, yes]> : tensor<2xi1>} : () -> i32
  return %0 : i32
}
