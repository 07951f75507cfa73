// expect-error: 4:18
// kind: syntax
// affine-map layout of the wrong rank
func.func @f(%a: memref<2xf32, affine_map<(d0, d1) -> (d0)>>) {
  return
}
