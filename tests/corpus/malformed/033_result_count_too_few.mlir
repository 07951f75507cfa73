// expect-error: 5:3
// kind: syntax
// one result name for an op with two results
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() : () -> (i32, i32)
  return %0 : i32
}
