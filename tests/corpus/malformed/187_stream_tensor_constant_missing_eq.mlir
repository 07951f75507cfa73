// expect-error: 5:76
// kind: syntax
// tensor.constant without '=' before the value
util.func private @f() -> !stream.resource<constant> {
  %0 = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> dense<[1, 2]> : tensor<2xi32>
  util.return %0 : !stream.resource<constant>
}
