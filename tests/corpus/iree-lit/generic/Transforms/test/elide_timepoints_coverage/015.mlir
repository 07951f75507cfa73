"builtin.module"() ({
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "normal_func", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "nonTimelineAwareCall", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %1 = "util.call"(%arg0) <{callee = @normal_func, tied_operands = [-1 : index]}> : (!hal.buffer_view) -> !hal.buffer_view
    %2 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %3 = "stream.timepoint.join"(%0, %2) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%1) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

