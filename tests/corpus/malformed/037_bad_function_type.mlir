// expect-error: 5:31
// kind: syntax
// function type with unbalanced parenthesis
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"(%arg0) : (i32 -> i32
  return %0 : i32
}
