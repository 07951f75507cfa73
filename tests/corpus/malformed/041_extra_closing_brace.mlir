// expect-error: 6:2
// kind: syntax
// an extra closing brace at top level
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  return %arg0 : i32
}
}
