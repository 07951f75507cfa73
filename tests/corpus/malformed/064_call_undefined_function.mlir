// expect-error: 5:8
// kind: verify
// call of a symbol that is not defined
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = func.call @nope(%arg0) : (i32) -> i32
  return %0 : i32
}
