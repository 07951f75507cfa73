"builtin.module"() ({
  "util.func"() <{function_type = (index, index) -> !stream.resource<*>, sym_name = "denseTensorEmpty", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.tensor.empty"(%arg0, %arg1) <{result_encoding = tensor<?x1xf32>}> : (index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

