// expect-error: 5:8
// kind: verify
// tensor.import of a tensor<?x4xf32> without its dynamic dimension
util.func private @f(%v: !hal.buffer_view, %s: index) -> !stream.resource<external> {
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<?x4xf32> in !stream.resource<external>{%s}
  util.return %0 : !stream.resource<external>
}
