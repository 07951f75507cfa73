// expect-error: 4:31
// kind: syntax
// memref layout that is not an attribute
func.func @f(%a: memref<2xf32, bogus>) {
  return
}
