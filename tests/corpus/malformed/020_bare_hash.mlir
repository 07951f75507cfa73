// expect-error: 5:25
// kind: syntax
// # with no alias name or dialect
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = # } : () -> i32
  return %0 : i32
}
