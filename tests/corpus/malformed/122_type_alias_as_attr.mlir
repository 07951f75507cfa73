// expect-error: 6:27
// kind: syntax
// a type alias used where an attribute alias is expected
!t = i32
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = #t} : () -> i32
  return %0 : i32
}
