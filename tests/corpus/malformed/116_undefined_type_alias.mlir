// expect-error: 4:28
// kind: syntax
// use of a type alias never defined
func.func @f(%a: !undefined) {
  return
}
