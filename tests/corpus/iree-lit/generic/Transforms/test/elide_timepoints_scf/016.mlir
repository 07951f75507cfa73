"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfYieldingTimepoint", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 8 : index}> : () -> index
    %1:2 = "scf.if"(%arg0) ({
      %6:2 = "stream.test.timeline_op"(%arg1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%6#0, %6#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }, {
      %5:2 = "stream.test.timeline_op"(%arg2, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      "scf.yield"(%5#0, %5#1) : (!stream.resource<external>, !stream.timepoint) -> ()
    }) : (i1) -> (!stream.resource<external>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %3:2 = "stream.test.timeline_op"(%2, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %0, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%4) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

