"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "scfIfHoistAwaitAfter", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4:2 = "stream.test.timeline_op"(%arg1, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %3, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6 = "scf.if"(%arg0) ({
      %9:2 = "stream.test.timeline_op"(%2) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %10 = "stream.timepoint.await"(%9#0, %2, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%10) : (!stream.resource<external>) -> ()
    }, {
      %7:2 = "stream.test.timeline_op"(%2) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %8 = "stream.timepoint.await"(%7#0, %2, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%8) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%5, %6) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

