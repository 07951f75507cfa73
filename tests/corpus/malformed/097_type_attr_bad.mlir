// expect-error: 5:24
// kind: syntax
// type attribute naming an unknown builtin type
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {t = f33} : () -> i32
  return %0 : i32
}
