"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "var_i32", sym_visibility = "public", type = tensor<i32>}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "mutableGlobal", sym_visibility = "public"}> ({
    %0 = "util.global.load"() <{global = @var_i32}> : () -> tensor<i32>
    "util.global.store"(%0) <{global = @var_i32}> : (tensor<i32>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

