// util.null, util.cmp.eq, util.sizeof and util.assume.int on host values.
// FLAG: --function=main
// FLAG: --input=7
// FLAG: --input=7
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i32=1
// OUT: result[1]: i32=0
// OUT: result[2]: i64=4
// OUT: result[3]: i32=8
util.func public @main(%a: i32, %b: i32) -> (i32, i32, i64, i32) {
  %eq = util.cmp.eq %a, %b : i32
  %c1 = arith.constant 1 : i32
  %a1 = arith.addi %a, %c1 : i32
  %ne = util.cmp.eq %a1, %b : i32
  %size = util.sizeof i32
  %size64 = arith.index_cast %size : index to i64
  %x = util.assume.int %a<umin = 0, umax = 100> : i32
  %null = util.null : !util.buffer
  %isnull = util.cmp.eq %null, %null : !util.buffer
  %c0 = arith.constant 0 : i32
  %r0 = arith.select %eq, %c1, %c0 : i32
  %r1 = arith.select %ne, %c1, %c0 : i32
  %r3 = arith.select %isnull, %c1, %c0 : i32
  %sum = arith.addi %x, %r3 : i32
  util.return %r0, %r1, %size64, %sum : i32, i32, i64, i32
}
