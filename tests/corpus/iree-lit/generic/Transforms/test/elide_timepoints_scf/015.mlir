"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfInsideScfFor", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 10 : index}> : () -> index
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7:2 = "stream.test.timeline_op"(%arg0, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %8 = "stream.timepoint.await"(%7#0, %4, %7#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %9 = "scf.for"(%0, %5, %1, %arg0) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<external>):
      %10:2 = "scf.if"(%6) ({
        %13:2 = "stream.test.timeline_op"(%8, %4, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
        %14 = "stream.timepoint.await"(%13#0, %3, %13#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%14, %13#1) : (!stream.resource<external>, !stream.timepoint) -> ()
      }, {
        %12 = "stream.timepoint.immediate"() : () -> !stream.timepoint
        "scf.yield"(%arg2, %12) : (!stream.resource<external>, !stream.timepoint) -> ()
      }) : (i1) -> (!stream.resource<external>, !stream.timepoint)
      %11 = "stream.timepoint.await"(%10#0, %3, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%11) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%9) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

