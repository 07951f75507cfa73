// expect-error: 7:10
// kind: verify
// resource.pack with one slice size for two slices
util.func private @f(%s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0:3 = "stream.resource.pack"(%s) <{lifetime_intervals = [0 : index, 1 : index, 1 : index, 2 : index], operandSegmentSizes = array<i32: 0, 1>}> : (index) -> (index, index, index)
  util.return %c0 : index
}
