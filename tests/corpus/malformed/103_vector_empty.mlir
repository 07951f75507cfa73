// expect-error: 4:25
// kind: syntax
// vector<> with no element type
func.func @f(%a: vector<>) {
  return
}
