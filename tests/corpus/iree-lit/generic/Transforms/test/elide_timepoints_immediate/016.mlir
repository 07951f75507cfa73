"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.timepoint, sym_name = "branchDivergentBackEdge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "cf.br"(%arg0, %0)[^bb1] : (i1, !stream.timepoint) -> ()
  ^bb1(%1: i1, %2: !stream.timepoint):  // 2 preds: ^bb0, ^bb1
    %3 = "stream.test.timeline_op"(%2) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> : (!stream.timepoint) -> !stream.timepoint
    %4 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%1, %4, %3, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i1, !stream.timepoint, !stream.timepoint) -> ()
  ^bb2(%5: !stream.timepoint):  // pred: ^bb1
    "util.return"(%5) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

