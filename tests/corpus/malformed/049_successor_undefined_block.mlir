// expect-error: 5:9
// kind: syntax
// branch to a block that does not exist
func.func @f(%a: i32) -> i32 {
  cf.br ^bb9
^bb1:
  return %a : i32
}
