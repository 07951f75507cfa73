// expect-error: 5:27
// kind: syntax
// function type with '->' but no result
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() : () -> 
  return %0 : i32
}
