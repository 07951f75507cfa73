"builtin.module"() ({
  "util.func"() <{function_type = (i1, index) -> !stream.resource<*>, sym_name = "denseTensorSplatI1Packed", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %0 = "stream.tensor.splat"(%arg0, %arg1) <{result_encoding = tensor<4x3xi1, #iree_encoding.packed_storage>}> : (i1, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

