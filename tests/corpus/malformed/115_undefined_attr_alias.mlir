// expect-error: 5:35
// kind: syntax
// use of an attribute alias never defined
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = #undefined} : () -> i32
  return %0 : i32
}
