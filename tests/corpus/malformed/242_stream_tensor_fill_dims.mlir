// expect-error: 5:8
// kind: verify
// tensor.fill of tensor<?xf32> without its dimension
util.func private @f(%r: !stream.resource<*>, %s: index, %v: f32) -> !stream.resource<*> {
  %0 = stream.tensor.fill %v, %r : f32 -> tensor<?xf32> in %r as !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
