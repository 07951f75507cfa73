// expect-error: 5:25
// kind: syntax
// three elements for a tensor<2xi32>
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<[1, 2, 3]> : tensor<2xi32>} : () -> i32
  return %0 : i32
}
