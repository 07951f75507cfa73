// expect-error: 4:18
// kind: syntax
// integer width beyond MLIR's limit (2^24)
func.func @f(%a: i16777216) {
  return
}
