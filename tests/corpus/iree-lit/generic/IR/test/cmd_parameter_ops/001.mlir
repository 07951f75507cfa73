"builtin.module"() ({
  "util.global"() <{initial_value = #stream.parameter.named<"key"> : tensor<10xf32>, sym_name = "parameter_unscoped", sym_visibility = "private", type = tensor<10xf32>}> : () -> ()
  "util.global"() <{initial_value = #stream.parameter.named<"scope"::"key"> : tensor<10xf32>, sym_name = "parameter_scoped", sym_visibility = "private", type = tensor<10xf32>}> : () -> ()
  "util.global"() <{initial_value = #stream.parameter.named<"scope"::"key", {some.config = "hello"}> : tensor<10xf32>, sym_name = "parameter_config", sym_visibility = "private", type = tensor<10xf32>}> : () -> ()
}) : () -> ()

