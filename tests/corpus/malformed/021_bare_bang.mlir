// expect-error: 5:28
// kind: syntax
// ! with no type alias or dialect
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() : () -> ! 
  return %0 : i32
}
