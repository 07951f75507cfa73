"builtin.module"() ({
  "util.global"() <{initial_value = #util.uninitialized : tensor<4xf32>, is_mutable, sym_name = "var_with_tensor_uninitialized", sym_visibility = "private", type = tensor<4xf32>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "uninitializedGlobalTensor", sym_visibility = "public"}> ({
    %0 = "util.global.load"() <{global = @var_with_tensor_uninitialized}> : () -> tensor<4xf32>
    "util.global.store"(%0) <{global = @var_with_tensor_uninitialized}> : (tensor<4xf32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

