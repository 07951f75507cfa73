// expect-error: 5:68
// kind: syntax
// tensor.import without 'in !stream.resource'
util.func private @f(%v: !hal.buffer_view, %s: index) -> !stream.resource<external> {
  %0 = stream.tensor.import %v : !hal.buffer_view -> tensor<4xf32> !stream.resource<external>{%s}
  util.return %0 : !stream.resource<external>
}
