// expect-error: 5:16
// kind: syntax
// successor operands without their types
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return %x : i32
}
