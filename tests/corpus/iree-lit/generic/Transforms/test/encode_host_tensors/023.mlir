"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, index, !stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "denseTensorDispatch", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: index, %arg3: !stream.resource<external>, %arg4: index, %arg5: index):
    %0:2 = "stream.tensor.dispatch"(%arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %arg4, %arg4, %arg2, %arg5) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2>, operand_encodings = [tensor<4x?xf32>, tensor<?xi32>], result_encodings = [tensor<4x?xf32>, tensor<?xi32>], tied_operands = [-1 : index, 1 : index]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index) -> (!stream.resource<external>, !stream.resource<external>)
    "util.return"(%0#0, %0#1) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

