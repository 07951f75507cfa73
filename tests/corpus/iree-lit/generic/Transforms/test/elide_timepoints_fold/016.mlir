"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitComplexCoverageChain", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4:2 = "stream.test.timeline_op"(%arg1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5:2 = "stream.test.timeline_op"(%arg2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.join"(%3#1, %4#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "stream.timepoint.await"(%5#0, %2, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9:2 = "stream.test.timeline_op"(%7, %8, %2, %2, %2, %6) <{operandSegmentSizes = array<i32: 2, 2, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%9#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

