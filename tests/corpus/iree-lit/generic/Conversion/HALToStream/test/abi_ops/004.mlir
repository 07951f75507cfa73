"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> tensor<4xbf16>, sym_name = "importBufferViewBitcasting", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, target_encoding = tensor<2xui32>}> : (!hal.buffer_view) -> tensor<4xbf16>
    "util.return"(%0) : (tensor<4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

