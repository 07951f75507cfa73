// expect-error: 5:29
// kind: syntax
// unit attribute followed by a type
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {u = unit : i32} : () -> i32
  return %0 : i32
}
