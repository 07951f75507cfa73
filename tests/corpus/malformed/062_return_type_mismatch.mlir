// expect-error: 5:3
// kind: verify
// func.return operand type differs from the function result
func.func @f(%a: i64) -> i32 {
  return %a : i64
}
