// expect-error: 6:9
// kind: syntax
// a chunk ending inside a region (the split does not rescue it)
// flags: --split-input-file
func.func @f() {
  return

// -----

func.func @g() {
  return
}
