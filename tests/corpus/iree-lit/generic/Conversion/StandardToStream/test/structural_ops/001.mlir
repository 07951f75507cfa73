"builtin.module"() ({
  "util.func"() <{function_type = (tensor<1xf32>, i1) -> (tensor<1xf32>, i1), sym_name = "brExpansion", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: tensor<1xf32>, %arg1: i1):
    "cf.br"(%arg0, %arg1)[^bb1] : (tensor<1xf32>, i1) -> ()
  ^bb1(%0: tensor<1xf32>, %1: i1):  // pred: ^bb0
    "util.return"(%0, %1) : (tensor<1xf32>, i1) -> ()
  }) : () -> ()
}) : () -> ()

