"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "joinChained", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %1 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %2 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %3 = "stream.timepoint.join"(%0, %1, %2) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%3) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

