"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<transient>, index) -> !stream.timepoint, sym_name = "ignoreLiveIn", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: index):
    %0 = "stream.test.timeline_op"(%arg1, %arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

