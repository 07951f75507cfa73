"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "nonImmediate", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "stream.test.timeline_op"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

