// expect-error: 4:23
// kind: syntax
// a function body without a terminator
func.func @f() -> i32 {
}
