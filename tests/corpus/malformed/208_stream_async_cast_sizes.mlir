// expect-error: 7:8
// kind: verify
// async.cast whose result size is a different value than its source size
util.func private @f(%r: !stream.resource<*>, %s: index, %t: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = stream.async.cast %r : !stream.resource<*>{%s} -> !stream.resource<external>{%t}
  %1 = stream.resource.size %0 : !stream.resource<external>
  util.return %1 : index
}
