// Integer arith on the host: wrapping, signed/unsigned division, shifts,
// min/max, compares, select and casts.
// FLAG: --function=main
// FLAG: --input=-7
// FLAG: --input=3
func.func @main(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.divsi %a, %b : i32
  %3 = arith.remsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.shrsi %a, %b : i32
  %6 = arith.shrui %a, %b : i32
  %7 = arith.maxsi %a, %b : i32
  %c = arith.cmpi slt, %a, %b : i32
  %8 = arith.select %c, %0, %1 : i32
  %9 = arith.extsi %a : i32 to i64
  %big = arith.constant 2147483647 : i32
  %10 = arith.addi %big, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32
}
