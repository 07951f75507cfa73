// expect-error: 5:23
// kind: syntax
// integer literal does not fit in i8
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 300 : i8
  %1 = arith.extsi %0 : i8 to i32
  return %1 : i32
}
