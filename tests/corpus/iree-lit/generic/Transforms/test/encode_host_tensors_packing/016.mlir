"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>, sym_name = "denseTensorSliceI1Packed", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "stream.tensor.slice"(%arg0, %arg1, %arg2, %arg5, %arg6, %arg3, %0, %arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 2, 1, 1>, result_encoding = tensor<?x2xi1, #iree_encoding.packed_storage>, source_encoding = tensor<?x8xi1, #iree_encoding.packed_storage>}> : (!stream.resource<*>, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

