// expect-error: 5:38
// kind: syntax
// dense literal without ': type'
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {d = dense<[1, 2]>} : () -> i32
  return %0 : i32
}
