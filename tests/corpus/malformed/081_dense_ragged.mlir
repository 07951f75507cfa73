// expect-error: 5:43
// kind: syntax
// ragged nested list in a dense literal
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> i32
  return %0 : i32
}
