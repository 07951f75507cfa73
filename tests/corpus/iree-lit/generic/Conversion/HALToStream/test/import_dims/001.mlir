"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer) -> tensor<?x?xf32>, sym_name = "importBufferViewWithConsumerDims", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "hal.tensor.import"(%arg0, %0, %1) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, target_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index) -> tensor<?x?xf32>
    %5 = "hal.tensor.alias"(%4, %2, %3, %arg1) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (tensor<?x?xf32>, index, index, !hal.buffer) -> tensor<?x?xf32>
    "util.return"(%5) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

