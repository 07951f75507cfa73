"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> f32, sym_name = "ElideUnneededTensorClones", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.tensor.clone"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<2x2xf32>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
    %2 = "stream.async.transfer"(%1, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
    %3 = "stream.tensor.load"(%2, %arg1, %0, %0) <{operandSegmentSizes = array<i32: 1, 0, 1, 2>, source_encoding = tensor<2x2xf32>}> : (!stream.resource<staging>, index, index, index) -> f32
    "util.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

