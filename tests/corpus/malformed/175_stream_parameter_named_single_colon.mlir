// expect-error: 4:58
// kind: syntax
// parameter scope and key joined by ':' instead of '::'
util.global private @w = #stream.parameter.named<"scope":"key"> : tensor<4xf32>
