"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitMixedTimelineAndNonTimelineUse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg0, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5 = "util.cmp.eq"(%4, %arg1) : (!stream.resource<external>, !stream.resource<external>) -> i1
    %6 = "scf.if"(%5) ({
      %7:2 = "stream.test.timeline_op"(%4, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%7#0) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%arg1) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%6) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

