// expect-error: 4:18
// kind: syntax
// vector element type must be a scalar
func.func @f(%a: vector<4xtensor<2xf32>>) {
  return
}
