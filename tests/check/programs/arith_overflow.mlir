// arithmetic: an addi marked nsw overflows i32 (2147483647 + 1).
// FLAG: --function=main
// FLAG: --input=2147483647
// HAZARD: arithmetic
// AT: arith.addi
util.func public @main(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one overflow<nsw> : i32
  util.return %y : i32
}
