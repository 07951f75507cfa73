// expect-error: 5:24
// kind: syntax
// a minus sign that is neither a number nor an arrow
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant - : i32
  return %0 : i32
}
