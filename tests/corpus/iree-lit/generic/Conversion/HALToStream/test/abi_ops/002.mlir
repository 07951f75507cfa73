"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence, index) -> tensor<4xf32>, sym_name = "importBufferViewWithOffset", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: index):
    %0 = "hal.tensor.import"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view, !hal.fence, index) -> tensor<4xf32>
    "util.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

