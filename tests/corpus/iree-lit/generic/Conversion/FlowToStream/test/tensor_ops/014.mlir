"builtin.module"() ({
  "util.func"() <{function_type = (tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>, index) -> tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>, sym_name = "tensorEncodeChangeEncoding", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>, %arg1: index):
    %0 = "flow.tensor.encode"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<?x4xf32, #iree_encoding.specialization_resolver<123>>, index, index) -> tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>
    "util.return"(%0) : (tensor<?x4xf32, #iree_encoding.specialization_resolver<456>>) -> ()
  }) : () -> ()
}) : () -> ()

