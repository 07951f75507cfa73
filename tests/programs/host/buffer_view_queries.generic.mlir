"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (index, index, index, i32, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.buffer_view.rank"(%arg0) : (!hal.buffer_view) -> index
    %1 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %2 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %3 = "hal.buffer_view.element_type"(%arg0) : (!hal.buffer_view) -> i32
    %4 = "hal.buffer_view.encoding_type"(%arg0) : (!hal.buffer_view) -> i32
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %1, %2) <{message = "arg"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    "util.return"(%0, %1, %2, %3, %4) : (index, index, index, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

