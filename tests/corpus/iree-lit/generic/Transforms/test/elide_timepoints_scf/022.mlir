"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<external>), sym_name = "scfMultipleAwaitResultsYielded", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2:3 = "stream.test.timeline_op"(%arg1, %1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %3:3 = "scf.if"(%arg0) ({
      %7 = "stream.timepoint.await"(%2#0, %0, %2#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      %8 = "stream.timepoint.await"(%2#1, %0, %2#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%7, %8, %2#2) : (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %6 = "stream.timepoint.immediate"() : () -> !stream.timepoint
      "scf.yield"(%2#0, %2#1, %6) : (!stream.resource<external>, !stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %0, %3#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5 = "stream.timepoint.await"(%3#1, %0, %3#2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%4, %5) : (!stream.resource<external>, !stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

