// Near miss of arith_div_zero: a nonzero divisor.
// FLAG: --function=main
// FLAG: --input=3
// HAZARD: none
util.func public @main(%d: i32) -> i32 {
  %ten = arith.constant 10 : i32
  %y = arith.divsi %ten, %d : i32
  util.return %y : i32
}
