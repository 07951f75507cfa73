// expect-error: 7:8
// kind: verify
// tensor.clone of tensor<?xf32> with two dimension values
util.func private @f(%r: !stream.resource<*>, %s: index, %d: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.tensor.clone %r : tensor<?xf32>{%d, %d} in !stream.resource<*>{%s} -> tensor<?xf32>{%d} in !stream.resource<*>{%s}
  %1 = stream.resource.size %0 : !stream.resource<*>
  util.return %1 : index
}
