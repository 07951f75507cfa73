"builtin.module"() ({
  "util.func"() <{function_type = (i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfForInsideScfIf", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 10 : index}> : () -> index
    %6:2 = "stream.test.timeline_op"(%arg1, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %7 = "stream.timepoint.await"(%6#0, %4, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %8 = "scf.if"(%arg0) ({
      %11 = "scf.for"(%0, %5, %1, %7) ({
      ^bb0(%arg2: index, %arg3: !stream.resource<external>):
        %12:2 = "stream.test.timeline_op"(%arg3, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %13 = "stream.timepoint.await"(%12#0, %4, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%13) : (!stream.resource<external>) -> ()
      }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }, {
      %9:2 = "stream.test.timeline_op"(%3) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %10 = "stream.timepoint.await"(%9#0, %3, %9#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%10) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%8) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

