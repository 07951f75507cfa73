// expect-error: 5:25
// kind: syntax
// hex blob too short for the tensor
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<"0x0102"> : tensor<4xi32>} : () -> i32
  return %0 : i32
}
