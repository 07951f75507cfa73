"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.timepoint) -> !stream.timepoint, sym_name = "branchDivergentBackEdge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.timepoint):
    "cf.br"(%arg0, %arg1)[^bb1] : (i1, !stream.timepoint) -> ()
  ^bb1(%0: i1, %1: !stream.timepoint):  // 2 preds: ^bb0, ^bb1
    %2 = "stream.test.timeline_op"(%1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %3 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%0, %3, %2, %2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i1, !stream.timepoint, !stream.timepoint) -> ()
  ^bb2(%4: !stream.timepoint):  // pred: ^bb1
    %5 = "stream.timepoint.join"(%arg1, %4) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%5) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

