// expect-error: 5:3
// kind: verify
// func.return with two values for one result
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0, %arg1 : i32, i32
}
