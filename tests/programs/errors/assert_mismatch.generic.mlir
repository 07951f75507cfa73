"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 16 : index}> : () -> index
    %2 = "hal.element_type"() <{type = f32}> : () -> i32
    %3 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %2, %3, %0) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %4 = "stream.tensor.import"(%arg0, %1) <{result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %5 = "stream.tensor.export"(%4, %1) <{source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%5) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

