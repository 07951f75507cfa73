"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfMultiLayerNested", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i1, %arg3: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5:2 = "stream.test.timeline_op"(%arg3, %4, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %4, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7 = "scf.if"(%arg0) ({
      %14:2 = "stream.test.timeline_op"(%3) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
      %15 = "stream.timepoint.await"(%14#0, %3, %14#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%15) : (!stream.resource<external>) -> ()
    }, {
      %8 = "scf.if"(%arg1) ({
        %12:2 = "stream.test.timeline_op"(%3) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
        %13 = "stream.timepoint.await"(%12#0, %3, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%13) : (!stream.resource<external>) -> ()
      }, {
        %9 = "scf.if"(%arg2) ({
          %10:2 = "stream.test.timeline_op"(%6, %4, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
          %11 = "stream.timepoint.await"(%10#0, %3, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
          "scf.yield"(%11) : (!stream.resource<external>) -> ()
        }, {
          "scf.yield"(%6) : (!stream.resource<external>) -> ()
        }) : (i1) -> !stream.resource<external>
        "scf.yield"(%9) : (!stream.resource<external>) -> ()
      }) : (i1) -> !stream.resource<external>
      "scf.yield"(%8) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

