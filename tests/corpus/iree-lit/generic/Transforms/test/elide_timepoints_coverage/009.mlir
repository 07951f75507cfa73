"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.timepoint) -> !stream.timepoint, sym_name = "branchConvergentForwardEdge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.timepoint):
    %0 = "stream.test.timeline_op"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %1 = "stream.test.timeline_op"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    "cf.cond_br"(%arg0, %0, %1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !stream.timepoint, !stream.timepoint) -> ()
  ^bb1(%2: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    %3 = "stream.timepoint.join"(%arg1, %2) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%3) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

