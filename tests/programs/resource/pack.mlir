// stream.resource.pack: offsets for slices whose lifetimes overlap never
// overlap, and are 64-byte aligned. streamref gives every slice its own
// range (a valid packing; IREE's greedy packing may alias slices whose
// lifetimes do not overlap), so the expected output is streamref's.
// FLAG: --function=main
// EXPECTED: manual
// OUT: EXEC @main
// OUT: result[0]: i64=256
// OUT: result[1]: i64=0
// OUT: result[2]: i64=128
// OUT: result[3]: i64=192
util.func public @main() -> (i64, i64, i64, i64) {
  %c100 = arith.constant 100 : index
  %c64 = arith.constant 64 : index
  %c10 = arith.constant 10 : index
  %0:4 = stream.resource.pack slices({
    [0, 4] = %c100,
    [2, 6] = %c64,
    [5, 9] = %c10
  }) : index
  %a = arith.index_cast %0#0 : index to i64
  %b = arith.index_cast %0#1 : index to i64
  %c = arith.index_cast %0#2 : index to i64
  %d = arith.index_cast %0#3 : index to i64
  util.return %a, %b, %c, %d : i64, i64, i64, i64
}
