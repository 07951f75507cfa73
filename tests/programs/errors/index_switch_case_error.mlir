// A failure inside the case region scf.index_switch selects is located at
// the failing op of that region (here a division by zero in case 1; the
// default region would not fail).
// FLAG: --function=main
// FLAG: --input=1
// FLAG: --input=0
// ERROR-AT: arith.divsi
// ERROR: division by zero
func.func @main(%which: i32, %d: i32) -> i32 {
  %i = arith.index_cast %which : i32 to index
  %r = scf.index_switch %i -> i32
  case 1 {
    %c9 = arith.constant 9 : i32
    %q = arith.divsi %c9, %d : i32
    scf.yield %q : i32
  }
  default {
    scf.yield %d : i32
  }
  return %r : i32
}
