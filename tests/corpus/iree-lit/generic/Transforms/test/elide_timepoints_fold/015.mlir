"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "awaitScfForResultDominance", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4:2 = "stream.test.timeline_op"(%arg0, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "scf.for"(%0, %2, %1, %4#0) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<external>):
      %7:2 = "stream.test.timeline_op"(%arg2, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %8 = "stream.timepoint.await"(%7#0, %3, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%8) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    %6:2 = "stream.test.timeline_op"(%5, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%6#0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

