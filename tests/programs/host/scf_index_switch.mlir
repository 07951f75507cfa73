// scf.index_switch: two results yielded by each case region and by the
// default region; the switch value comes from an input (case 5), from
// constants (case 2, case -1, no case: default) and a region reads values
// defined above it.
// FLAG: --function=main
// FLAG: --input=5
// iree-compile 3.13 lowers scf.index_switch to cf.switch, which it then fails
// to legalize to its VM ("failed to legalize operation 'cf.switch'"), so the
// expected values are derived by hand (base 3): case 5 -> (3*50, 3), case 2
// -> (3+20, 20), case -1 -> (-1, -1), 9 (default) -> (3-7, 7). IREE folds the
// constant-index calls to the same 23, -4 and 150 before it fails.
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=150
// OUT: result[1]: i32=3
// OUT: result[2]: i32=23
// OUT: result[3]: i32=20
// OUT: result[4]: i32=-1
// OUT: result[5]: i32=-1
// OUT: result[6]: i32=-4
// OUT: result[7]: i32=7
func.func private @pick(%i: index, %base: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 2 {
    %c20 = arith.constant 20 : i32
    %s = arith.addi %base, %c20 : i32
    scf.yield %s, %c20 : i32, i32
  }
  case 5 {
    %c50 = arith.constant 50 : i32
    %m = arith.muli %base, %c50 : i32
    scf.yield %m, %base : i32, i32
  }
  case -1 {
    %cm = arith.constant -1 : i32
    scf.yield %cm, %cm : i32, i32
  }
  default {
    %c7 = arith.constant 7 : i32
    %n = arith.subi %base, %c7 : i32
    scf.yield %n, %c7 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @main(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %i = arith.index_cast %x : i32 to index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : index
  %c9 = arith.constant 9 : index
  %base = arith.constant 3 : i32
  %a:2 = call @pick(%i, %base) : (index, i32) -> (i32, i32)
  %b:2 = call @pick(%c2, %base) : (index, i32) -> (i32, i32)
  %c:2 = call @pick(%cm1, %base) : (index, i32) -> (i32, i32)
  %d:2 = call @pick(%c9, %base) : (index, i32) -> (i32, i32)
  return %a#0, %a#1, %b#0, %b#1, %c#0, %c#1, %d#0, %d#1 : i32, i32, i32, i32, i32, i32, i32, i32
}
