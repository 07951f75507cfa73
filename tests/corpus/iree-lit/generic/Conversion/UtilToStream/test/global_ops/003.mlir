"builtin.module"() ({
  "util.global"() <{initial_value = dense<0.000000e+00> : tensor<f32>, is_mutable, sym_name = "var_with_tensor_initializer", sym_visibility = "public", type = tensor<f32>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "initializedGlobal", sym_visibility = "public"}> ({
    %0 = "util.global.load"() <{global = @var_with_tensor_initializer}> : () -> tensor<f32>
    "util.global.store"(%0) <{global = @var_with_tensor_initializer}> : (tensor<f32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

