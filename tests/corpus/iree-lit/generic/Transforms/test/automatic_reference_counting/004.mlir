"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.timepoint, sym_name = "insertDeallocaOneUserMultiUse", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %1 = "stream.test.timeline_op"(%0#0, %0#0, %arg1, %arg1, %0#1) <{operandSegmentSizes = array<i32: 2, 2, 0, 1>}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

