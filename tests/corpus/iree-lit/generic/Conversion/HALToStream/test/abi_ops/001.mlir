"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> tensor<?x?x4xf32>, sym_name = "importBufferView", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %2 = "hal.tensor.import"(%arg0, %0, %1) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, target_encoding = tensor<?x?x4xf32>}> : (!hal.buffer_view, index, index) -> tensor<?x?x4xf32>
    "util.return"(%2) : (tensor<?x?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

