"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitFoldAcrossCallBoundary_callee", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<external>):
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5:2 = "stream.test.timeline_op"(%arg1, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%5#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitFoldAcrossCallBoundary", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "stream.test.timeline_op"(%arg0, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3 = "util.call"(%2) <{callee = @awaitFoldAcrossCallBoundary_callee, tied_operands = [-1 : index]}> : (!stream.resource<external>) -> !stream.resource<external>
    "util.return"(%3) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

