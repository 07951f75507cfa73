"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>), sym_name = "GroupAwaitsByTimepoint", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<*>, %arg2: !stream.resource<*>, %arg3: !stream.resource<*>, %arg4: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 101 : index}> : () -> index
    %2 = "arith.constant"() <{value = 102 : index}> : () -> index
    %3 = "arith.constant"() <{value = 103 : index}> : () -> index
    %4 = "stream.timepoint.await"(%arg1, %0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    %5 = "stream.timepoint.await"(%arg2, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    %6:2 = "stream.timepoint.await"(%arg3, %arg4, %2, %3, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<*>, !stream.resource<*>, index, index, !stream.timepoint) -> (!stream.resource<*>, !stream.resource<*>)
    "util.return"(%4, %5, %6#0, %6#1) : (!stream.resource<*>, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

