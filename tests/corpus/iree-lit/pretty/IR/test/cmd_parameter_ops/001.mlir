module {
  util.global private @parameter_unscoped = #stream.parameter.named<"key"> : tensor<10xf32>
  util.global private @parameter_scoped = #stream.parameter.named<"scope"::"key"> : tensor<10xf32>
  util.global private @parameter_config = #stream.parameter.named<"scope"::"key", {some.config = "hello"}> : tensor<10xf32>
}

