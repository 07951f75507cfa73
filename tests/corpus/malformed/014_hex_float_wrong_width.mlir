// expect-error: 5:23
// kind: syntax
// hexadecimal float with the wrong number of bits for f32
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = arith.constant 0x7FC000000 : f32
  %1 = arith.bitcast %0 : f32 to i32
  return %1 : i32
}
