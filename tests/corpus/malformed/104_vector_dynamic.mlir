// expect-error: 4:25
// kind: syntax
// vector with a dynamic dimension
func.func @f(%a: vector<?xf32>) {
  return
}
