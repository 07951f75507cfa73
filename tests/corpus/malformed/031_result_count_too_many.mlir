// expect-error: 5:3
// kind: syntax
// %0:2 binds two results but the op has one
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0:2 = "test.op"() : () -> i32
  return %0#0 : i32
}
