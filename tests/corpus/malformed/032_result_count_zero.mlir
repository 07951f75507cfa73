// expect-error: 5:6
// kind: syntax
// %0:0 is not a valid result count
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0:0 = "test.op"() : () -> ()
  return %arg0 : i32
}
