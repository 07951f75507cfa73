"builtin.module"() ({
  "util.func"() <{function_type = () -> tensor<8x?xf32>, sym_name = "failed_dynamic_import", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "some.op"() : () -> tensor<8x?xf32>
    "util.return"(%0) : (tensor<8x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

