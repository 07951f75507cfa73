// expect-error: 5:24
// kind: syntax
// attribute name and '=' but no value
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = } : () -> i32
  return %0 : i32
}
