// util.align, util.optimization_barrier and index arithmetic.
// FLAG: --function=main
// FLAG: --input=100
util.func public @main(%v: i64) -> (i64, i64, i64) {
  %x = arith.index_cast %v : i64 to index
  %c64 = arith.constant 64 : index
  %c16 = arith.constant 16 : index
  %a = util.align %x, %c64 : index
  %b = util.align %x, %c16 : index
  %y = util.optimization_barrier %x : index
  %ra = arith.index_cast %a : index to i64
  %rb = arith.index_cast %b : index to i64
  %ry = arith.index_cast %y : index to i64
  util.return %ra, %rb, %ry : i64, i64, i64
}
