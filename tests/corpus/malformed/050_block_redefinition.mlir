// expect-error: 8:1
// kind: syntax
// two blocks with the same name
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
^bb1:
  return %a : i32
}
