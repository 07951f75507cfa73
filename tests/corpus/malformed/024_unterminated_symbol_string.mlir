// expect-error: 4:29
// kind: syntax
// quoted symbol name never closed
func.func @"unterminated() {
  return
}
