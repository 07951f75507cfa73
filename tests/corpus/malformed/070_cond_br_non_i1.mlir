// expect-error: 5:14
// kind: syntax
// cf.cond_br on an i32 condition
func.func @f(%a: i32) -> i32 {
  cf.cond_br %a, ^bb1, ^bb1
^bb1:
  return %a : i32
}
