"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4x16x8xi1>) -> tensor<4x16x8xi1, #iree_encoding.packed_storage>, sym_name = "tensorBitCastToEncoding", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4x16x8xi1>):
    %0 = "flow.tensor.bitcast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x16x8xi1>) -> tensor<4x16x8xi1, #iree_encoding.packed_storage>
    "util.return"(%0) : (tensor<4x16x8xi1, #iree_encoding.packed_storage>) -> ()
  }) : () -> ()
}) : () -> ()

