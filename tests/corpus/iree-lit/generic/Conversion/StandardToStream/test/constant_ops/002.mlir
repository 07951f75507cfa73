"builtin.module"() ({
  "util.func"() <{function_type = () -> (), sym_name = "emptyTensor", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = dense<> : tensor<2x0xi32>}> : () -> tensor<2x0xi32>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

