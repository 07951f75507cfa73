"builtin.module"() ({
  "util.func"() <{function_type = (i4, !stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>, sym_name = "denseTensorFillI4", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i4, %arg1: !stream.resource<*>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %0 = "stream.tensor.fill"(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1>, target_encoding = tensor<?x16xi4>}> : (!stream.resource<*>, index, index, index, index, index, index, i4) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

