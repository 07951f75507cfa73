"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.resource<external>, sym_name = "awaitFoldCFLoopBlockArgument", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3:2 = "stream.test.timeline_op"(%0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %0, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "cf.cond_br"(%arg0, %4, %4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !stream.resource<external>, !stream.resource<external>) -> ()
  ^bb1(%5: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    %6:2 = "stream.resource.alloca"(%0) : (index) -> (!stream.resource<external>, !stream.timepoint)
    %7:2 = "stream.test.timeline_op"(%5, %6#0, %0, %0, %0, %6#1) <{operandSegmentSizes = array<i32: 2, 2, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.timepoint.await"(%7#0, %0, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "cf.cond_br"(%arg0, %8, %8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, !stream.resource<external>, !stream.resource<external>) -> ()
  ^bb2(%9: !stream.resource<external>):  // 2 preds: ^bb0, ^bb1
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

