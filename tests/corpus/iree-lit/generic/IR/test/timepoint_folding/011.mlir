"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<external>) -> (!stream.resource<external>, !stream.timepoint), sym_name = "ChainTimepoints", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "stream.timepoint.await"(%arg1, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3:2 = "stream.timepoint.barrier"(%2, %1) : (!stream.resource<external>, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%3#0, %3#1) : (!stream.resource<external>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

