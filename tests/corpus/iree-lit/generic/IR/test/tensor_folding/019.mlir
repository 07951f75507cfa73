"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> f32, sym_name = "FoldTensorCloneIntoLoad", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "stream.tensor.clone"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>, result_encoding = tensor<4x4xf32>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %3 = "stream.async.transfer"(%2, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
    %4 = "stream.tensor.load"(%3, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 1, 0, 1, 2>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<staging>, index, index, index) -> f32
    "util.return"(%4) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

