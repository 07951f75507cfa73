"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view, !hal.fence) -> tensor<4xf32>, sym_name = "importBufferViewAsync", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence):
    %0 = "hal.tensor.import"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, target_encoding = tensor<4xf32>}> : (!hal.buffer_view, !hal.fence) -> tensor<4xf32>
    "util.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

