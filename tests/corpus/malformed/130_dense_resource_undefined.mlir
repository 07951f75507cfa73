// expect-error: 5:40
// kind: syntax
// dense_resource with a malformed handle
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense_resource<> : tensor<1xi32>} : () -> i32
  return %0 : i32
}
