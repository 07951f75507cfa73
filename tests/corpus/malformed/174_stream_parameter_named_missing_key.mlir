// expect-error: 4:59
// kind: syntax
// parameter reference "scope":: without a key
util.global private @w = #stream.parameter.named<"scope"::> : tensor<4xf32>
