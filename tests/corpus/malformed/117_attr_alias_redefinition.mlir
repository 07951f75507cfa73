// expect-error: 5:1
// kind: syntax
// #a defined twice
#a = 1 : i32
#a = 2 : i32
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {a = #a} : () -> i32
  return %0 : i32
}
