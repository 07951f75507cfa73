// expect-error: 6:8
// kind: verify
// tensor.load from a rank-2 tensor with one index
util.func private @f(%r: !stream.resource<staging>, %s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = stream.tensor.load %r[%c0] : tensor<4x4xf32> in !stream.resource<staging>{%s} -> f32
  util.return %0 : f32
}
