// expect-error: 4:23
// kind: syntax
// an alias used before its definition
func.func @f(%a: !late) {
  return
}
!late = i32
