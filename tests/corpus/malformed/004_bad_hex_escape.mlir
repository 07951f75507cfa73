// expect-error: 5:28
// kind: syntax
// escape with one hex digit followed by a non-hex character
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = "ab\4g"} : () -> i32
  return %0 : i32
}
