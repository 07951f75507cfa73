// expect-error: 7:8
// kind: verify
// tensor.slice of a rank-2 tensor with one start index
util.func private @f(%r: !stream.resource<*>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.slice %r[%c0 for %c4] : tensor<4x4xf32> in !stream.resource<*>{%s} -> tensor<4xf32> in !stream.resource<*>{%c4}
  %1 = stream.resource.size %0 : !stream.resource<*>
  util.return %1 : index
}
