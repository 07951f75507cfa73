"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<*>, sym_name = "denseTensorUpdateI3", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index, %arg6: index):
    %0 = "stream.tensor.update"(%arg2, %arg3, %arg4, %arg5, %arg6, %arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 1, 0, 1>, target_encoding = tensor<?x4xi3>, update_encoding = tensor<8x4xi3>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

