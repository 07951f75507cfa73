// expect-error: 5:27
// kind: syntax
// 1.5.3 lexes as 1.5 then .3
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 1.5.3 : f32
  return %arg0 : i32
}
