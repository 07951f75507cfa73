// cf.switch: the default and two cases, each passing its own block
// arguments; the flag selects one (every input is run: 0, 5, -3).
// FLAG: --function=main
// FLAG: --input=5
// FLAG: --input=-3
// FLAG: --input=0
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=107
// OUT: result[1]: i32=200
// OUT: result[2]: i32=93
func.func @pick(%flag: i32, %x: i32) -> i32 {
  %c100 = arith.constant 100 : i32
  %c200 = arith.constant 200 : i32
  cf.switch %flag : i32, [
    default: ^other(%x : i32),
    5: ^five(%c100, %x : i32, i32),
    -3: ^minus_three(%c200 : i32)
  ]
^other(%a: i32):
  %neg = arith.subi %c100, %a : i32
  return %neg : i32
^five(%b: i32, %c: i32):
  %sum = arith.addi %b, %c : i32
  return %sum : i32
^minus_three(%d: i32):
  return %d : i32
}
func.func @main(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %ra = call @pick(%a, %c7) : (i32, i32) -> i32
  %rb = call @pick(%b, %c7) : (i32, i32) -> i32
  %rc = call @pick(%c, %c7) : (i32, i32) -> i32
  return %ra, %rb, %rc : i32, i32, i32
}
