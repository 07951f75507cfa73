"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.timepoint, sym_name = "selectCovered", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    %1 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %2 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %3 = "arith.select"(%arg0, %1, %2) : (i1, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %4 = "stream.timepoint.join"(%0, %3) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%4) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

