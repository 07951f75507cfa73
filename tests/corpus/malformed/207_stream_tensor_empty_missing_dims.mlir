// expect-error: 7:8
// kind: verify
// tensor.empty of tensor<?x?xf32> with one dimension value
util.func private @f(%d: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.empty : tensor<?x?xf32>{%d} in !stream.resource<*>{%s}
  %1 = stream.resource.size %0 : !stream.resource<*>
  util.return %1 : index
}
