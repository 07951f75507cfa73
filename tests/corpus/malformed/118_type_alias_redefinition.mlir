// expect-error: 5:1
// kind: syntax
// !t defined twice
!t = i32
!t = i64
func.func @f(%a: !t) {
  return
}
