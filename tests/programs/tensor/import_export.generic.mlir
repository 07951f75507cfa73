"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, index), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "hal.element_type"() <{type = f32}> : () -> i32
    %3 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %2, %3, %0, %1) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %4 = "stream.tensor.sizeof"(%0) <{encoding = tensor<?x3xf32>}> : (index) -> index
    %5 = "stream.tensor.import"(%arg0, %0, %4) <{result_encoding = tensor<?x3xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %6 = "stream.tensor.export"(%5, %0, %4) <{source_encoding = tensor<?x3xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    "util.return"(%6, %4) : (!hal.buffer_view, index) -> ()
  }) : () -> ()
}) : () -> ()

