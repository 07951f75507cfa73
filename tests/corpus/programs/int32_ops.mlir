// i32 elementwise integer semantics: wrapping add/mul, signed and unsigned
// division and remainder, floor/ceil division, shifts (logical and
// arithmetic), bitwise ops, min/max, comparisons producing i1 and select,
// plus an i1 result and an index-typed computation cast back to i32.
func.func @main(%a: tensor<8xi32>, %b: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) {
  %add = arith.addi %a, %b : tensor<8xi32>
  %mul = arith.muli %a, %b : tensor<8xi32>
  %wrap = arith.xori %add, %mul : tensor<8xi32>
  %divs = arith.divsi %a, %b : tensor<8xi32>
  %rems = arith.remsi %a, %b : tensor<8xi32>
  %divu = arith.divui %a, %b : tensor<8xi32>
  %remu = arith.remui %a, %b : tensor<8xi32>
  %fdiv = arith.floordivsi %a, %b : tensor<8xi32>
  %cdiv = arith.ceildivsi %a, %b : tensor<8xi32>
  %d0 = arith.addi %divs, %rems : tensor<8xi32>
  %d1 = arith.subi %fdiv, %cdiv : tensor<8xi32>
  %amt = arith.constant dense<[0, 1, 3, 7, 15, 31, 4, 2]> : tensor<8xi32>
  %shl = arith.shli %a, %amt : tensor<8xi32>
  %shrs = arith.shrsi %a, %amt : tensor<8xi32>
  %shru = arith.shrui %a, %amt : tensor<8xi32>
  %and = arith.andi %shrs, %shru : tensor<8xi32>
  %or = arith.ori %and, %shl : tensor<8xi32>
  %mx = arith.maxsi %a, %b : tensor<8xi32>
  %mn = arith.minui %a, %b : tensor<8xi32>
  %lt = arith.cmpi ult, %a, %b : tensor<8xi32>
  %sel = arith.select %lt, %mx, %mn : tensor<8xi1>, tensor<8xi32>
  return %wrap, %d0, %d1, %or, %sel, %lt, %divu, %remu : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi1>, tensor<8xi32>, tensor<8xi32>
}
