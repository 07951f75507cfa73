// expect-error: 6:10
// kind: syntax
// use of %0#2 when %0 has two results
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0:2 = "test.op"() : () -> (i32, i32)
  return %0#2 : i32
}
