// Near miss of arith_overflow: without nsw the addition wraps, defined.
// FLAG: --function=main
// FLAG: --input=2147483647
// HAZARD: none
util.func public @main(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  util.return %y : i32
}
