// expect-error: 5:45
// kind: syntax
// properties <{...} without the closing '>'
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "arith.constant"() <{value = 1 : i32} : () -> i32
  return %0 : i32
}
