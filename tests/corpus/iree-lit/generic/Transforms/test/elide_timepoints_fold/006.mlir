"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitEliminateWhenCovered", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "stream.test.timeline_op"(%arg0, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3:2 = "stream.test.timeline_op"(%2, %0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%3#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

