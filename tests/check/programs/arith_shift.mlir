// arithmetic: a shift by 40 of an i32 (out of range: poison in MLIR).
// FLAG: --function=main
// FLAG: --input=40
// HAZARD: arithmetic
// AT: arith.shli
util.func public @main(%s: i32) -> i32 {
  %one = arith.constant 1 : i32
  %y = arith.shli %one, %s : i32
  util.return %y : i32
}
