// expect-error: 7:8
// kind: verify
// tensor.sizeof with two dimension values for one `?`
util.func private @f(%d: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.sizeof tensor<?x4xf32>{%d, %d} : index
  util.return %0 : index
}
