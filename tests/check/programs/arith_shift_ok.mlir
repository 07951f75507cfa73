// Near miss of arith_shift: a shift by 31 is in range.
// FLAG: --function=main
// FLAG: --input=31
// HAZARD: none
util.func public @main(%s: i32) -> i32 {
  %one = arith.constant 1 : i32
  %y = arith.shli %one, %s : i32
  util.return %y : i32
}
