// expect-error: 5:22
// kind: syntax
// one operand but the function type lists none
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  "test.op"(%arg0) : () -> ()
  return %arg0 : i32
}
