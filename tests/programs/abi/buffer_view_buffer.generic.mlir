"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> (index, i32, index, index, !hal.buffer_view, i32), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 12 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "hal.buffer_view.buffer"(%arg0) : (!hal.buffer_view) -> !hal.buffer
    %6 = "hal.buffer.length"(%5) : (!hal.buffer) -> index
    %7 = "hal.buffer.load"(%5, %4) : (!hal.buffer, index) -> i32
    %8 = "hal.buffer_view.rank"(%arg0) : (!hal.buffer_view) -> index
    %9 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %10 = "hal.buffer.subspan"(%5, %3, %3) : (!hal.buffer, index, index) -> !hal.buffer
    %11 = "hal.element_type"() <{type = i32}> : () -> i32
    %12 = "hal.encoding_type"() : () -> i32
    %13 = "hal.buffer_view.create"(%10, %0, %3, %11, %12, %1) : (!hal.buffer, index, index, i32, i32, index) -> !hal.buffer_view
    %14 = "util.buffer.alloc"(%2) : (index) -> !util.buffer
    %15 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "util.buffer.store"(%15, %14, %2, %0, %2) : (i32, !util.buffer, index, index, index) -> ()
    %16 = "util.buffer.load"(%14, %2, %0, %2) : (!util.buffer, index, index, index) -> i32
    "util.buffer.dealloc"(%14, %2) : (!util.buffer, index) -> ()
    "util.return"(%6, %7, %8, %9, %13, %16) : (index, i32, index, index, !hal.buffer_view, i32) -> ()
  }) : () -> ()
}) : () -> ()

