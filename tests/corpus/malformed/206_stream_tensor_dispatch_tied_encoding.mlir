// expect-error: 5:8
// kind: verify
// tensor.dispatch result tied to an operand of another encoding
util.func private @f(%r: !stream.resource<*>, %s: index, %d: index) -> !stream.resource<*> {
  %0 = stream.tensor.dispatch @ex::@entry(%r) : (tensor<4x?xf32>{%d} in !stream.resource<*>{%s}) -> tensor<?x4xf32>{%d} in %r{%s}
  util.return %0 : !stream.resource<*>
}
