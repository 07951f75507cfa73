// expect-error: 5:29
// kind: syntax
// nested symbol reference with a dangling ::
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.op"() {s = @a::} : () -> i32
  return %0 : i32
}
