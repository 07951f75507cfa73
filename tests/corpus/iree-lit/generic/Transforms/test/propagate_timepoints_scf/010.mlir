"builtin.module"() ({
  "util.func"() <{function_type = (index, !stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scf_index_switch_merge", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !stream.resource<external>, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 1>}> ({
      %10:2 = "stream.test.timeline_op"(%arg1, %arg2, %2, %2, %2) <{operandSegmentSizes = array<i32: 2, 2, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %11 = "stream.timepoint.await"(%10#0, %2, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }, {
      %8:2 = "stream.test.timeline_op"(%arg1, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %2, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%9) : (!stream.resource<external>) -> ()
    }, {
      %6:2 = "stream.test.timeline_op"(%arg2, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %7 = "stream.timepoint.await"(%6#0, %2, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }) : (index) -> !stream.resource<external>
    %4:2 = "stream.test.timeline_op"(%3, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %2, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%5) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

