"builtin.module"() ({
  "util.func"() <{function_type = (index) -> tensor<?x0xf32>, sym_name = "tensorEmpty", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "flow.tensor.empty"(%arg0) : (index) -> tensor<?x0xf32>
    "util.return"(%0) : (tensor<?x0xf32>) -> ()
  }) : () -> ()
}) : () -> ()

