"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> (!stream.timepoint, !stream.timepoint), sym_name = "insertDeallocaMultiUserFork", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %1 = "stream.test.timeline_op"(%0#0, %arg1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %2 = "stream.test.timeline_op"(%1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %3 = "stream.test.timeline_op"(%0#0, %arg1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2, %3) : (!stream.timepoint, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

