// expect-error: 5:50
// kind: syntax
// strided layout with a missing strides list
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() : () -> memref<4xf32, strided<>>
  return %arg0 : i32
}
