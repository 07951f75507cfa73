"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitNoFoldWhenNotCovered", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4:2 = "stream.test.timeline_op"(%arg1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6:2 = "stream.test.timeline_op"(%5, %4#0, %2, %2, %2, %4#1) <{await_limit = 1 : i64, operandSegmentSizes = array<i32: 2, 2, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%6#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

