// expect-error: 6:8
// kind: verify
// tensor.store into a rank-1 tensor with two indices
util.func private @f(%r: !stream.resource<staging>, %s: index, %v: f32) -> !stream.resource<staging> {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.store %v, %r[%c0, %c0] : f32 -> tensor<4xf32> in %r as !stream.resource<staging>{%s}
  util.return %0 : !stream.resource<staging>
}
