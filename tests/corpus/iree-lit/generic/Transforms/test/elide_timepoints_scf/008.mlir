"builtin.module"() ({
  "util.func"() <{function_type = (index, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIndexSwitchMultipleCases", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6:2 = "stream.test.timeline_op"(%arg1, %5, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "stream.timepoint.await"(%6#0, %5, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 1, 2>}> ({
      %15:2 = "stream.test.timeline_op"(%4) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %16 = "stream.timepoint.await"(%15#0, %4, %15#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%16) : (!stream.resource<external>) -> ()
    }, {
      %13:2 = "stream.test.timeline_op"(%7, %5, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %14 = "stream.timepoint.await"(%13#0, %4, %13#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%14) : (!stream.resource<external>) -> ()
    }, {
      %11:2 = "stream.test.timeline_op"(%4) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %12 = "stream.timepoint.await"(%11#0, %4, %11#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%12) : (!stream.resource<external>) -> ()
    }, {
      %9:2 = "stream.test.timeline_op"(%7, %5, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %10 = "stream.timepoint.await"(%9#0, %4, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%10) : (!stream.resource<external>) -> ()
    }) : (index) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

