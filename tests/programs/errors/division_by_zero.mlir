// Host integer division by zero (undefined in arith) is an error.
// FLAG: --function=main
// FLAG: --input=7
// FLAG: --input=0
// ERROR-AT: arith.divsi
// ERROR: division by zero
func.func @main(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
