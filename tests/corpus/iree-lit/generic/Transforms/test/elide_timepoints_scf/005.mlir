"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfFoldAwaitWithExecute", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5:2 = "stream.test.timeline_op"(%arg1, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %4, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7:2 = "scf.if"(%arg0) ({
      %12:2 = "stream.test.timeline_op"(%4) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%12#0, %12#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %11:2 = "stream.test.timeline_op"(%4) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%11#0, %11#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.timepoint.await"(%7#0, %4, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9:2 = "stream.test.timeline_op"(%8, %6, %4, %4, %4) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %10 = "stream.timepoint.await"(%9#0, %4, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%10) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

