// arithmetic: an integer division by zero (also the run's located error).
// FLAG: --function=main
// FLAG: --input=0
// HAZARD: arithmetic
// AT: arith.divsi
util.func public @main(%d: i32) -> i32 {
  %ten = arith.constant 10 : i32
  %y = arith.divsi %ten, %d : i32
  util.return %y : i32
}
