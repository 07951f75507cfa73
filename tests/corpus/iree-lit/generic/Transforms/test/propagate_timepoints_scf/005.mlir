"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scf_if_merge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "scf.if"(%arg0) ({
      %6:2 = "stream.test.timeline_op"(%arg1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %0, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }, {
      %4:2 = "stream.test.timeline_op"(%arg2, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %5 = "stream.timepoint.await"(%4#0, %0, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%5) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    %2:2 = "stream.test.timeline_op"(%1, %0, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %3 = "stream.timepoint.await"(%2#0, %0, %2#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%3) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

