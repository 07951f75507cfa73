// expect-error: 5:33
// kind: syntax
// trailing comma in an attribute dictionary
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = 1 : i32, } : () -> i32
  return %0 : i32
}
