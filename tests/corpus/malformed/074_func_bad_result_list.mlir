// expect-error: 6:2
// kind: syntax
// function result list not closed
func.func @f() -> (i32, i64 {
  return
}
