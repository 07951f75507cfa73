// expect-error: 5:7
// kind: syntax
// an integer where an operation name is expected
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = 42 : i32
  return %0 : i32
}
