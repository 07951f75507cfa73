"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfComplexCoverageChain", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>, %arg3: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3:2 = "stream.test.timeline_op"(%arg1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4:2 = "stream.test.timeline_op"(%arg2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5:2 = "stream.test.timeline_op"(%arg3, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.join"(%3#1, %4#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %7 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "stream.timepoint.await"(%5#0, %2, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9 = "scf.if"(%arg0) ({
      %12:2 = "stream.test.timeline_op"(%7, %8, %2, %2, %1) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %13 = "stream.timepoint.await"(%12#0, %1, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%13) : (!stream.resource<external>) -> ()
    }, {
      %10:2 = "stream.test.timeline_op"(%7, %2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %11 = "stream.timepoint.await"(%10#0, %1, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

