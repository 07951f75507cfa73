"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.timepoint, !stream.timepoint) -> !stream.timepoint, sym_name = "branchDivergentForwardEdge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.timepoint, %arg2: !stream.timepoint):
    %0 = "stream.timepoint.join"(%arg1, %arg2) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "cf.cond_br"(%arg0, %arg1, %0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !stream.timepoint, !stream.timepoint) -> ()
  ^bb1(%1: !stream.timepoint):  // 2 preds: ^bb0, ^bb0
    %2 = "stream.timepoint.join"(%arg1, %arg2, %1) : (!stream.timepoint, !stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

