// stream.tensor.sizeof: dense row-major sizes, packed i4, widened i1 and
// i12, dynamic dims.
// FLAG: --function=main
// FLAG: --input=5
util.func public @main(%n: i64) -> (index, index, index, index, index) {
  %d = arith.index_cast %n : i64 to index
  %0 = stream.tensor.sizeof tensor<?x3xf32>{%d} : index
  %1 = stream.tensor.sizeof tensor<8xi4> : index
  %2 = stream.tensor.sizeof tensor<?xi1>{%d} : index
  %3 = stream.tensor.sizeof tensor<2x?xi12>{%d} : index
  %4 = stream.tensor.sizeof tensor<?x2xf16>{%d} : index
  util.return %0, %1, %2, %3, %4 : index, index, index, index, index
}
