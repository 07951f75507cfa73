"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "nonImmediate", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %1 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    "util.return"(%1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

