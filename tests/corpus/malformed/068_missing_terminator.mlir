// expect-error: 5:8
// kind: verify
// a block whose last op is not a terminator
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
}
