// expect-error: 5:8
// kind: verify
// arith.constant whose value type differs from its result type
func.func @f(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return %arg0 : i32
}
