"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, !stream.resource<external>) -> !stream.resource<external>, sym_name = "scfIfNested", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4:2 = "stream.test.timeline_op"(%arg2, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %3, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6 = "scf.if"(%arg0) ({
      %7 = "scf.if"(%arg1) ({
        %10:2 = "stream.test.timeline_op"(%1) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
        %11 = "stream.timepoint.await"(%10#0, %1, %10#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%11) : (!stream.resource<external>) -> ()
      }, {
        %8:2 = "stream.test.timeline_op"(%1) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>, tied_operands = [-1 : index]}> : (index) -> (!stream.resource<external>, !stream.timepoint)
        %9 = "stream.timepoint.await"(%8#0, %1, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
        "scf.yield"(%9) : (!stream.resource<external>) -> ()
      }) : (i1) -> !stream.resource<external>
      "scf.yield"(%7) : (!stream.resource<external>) -> ()
    }, {
      "scf.yield"(%5) : (!stream.resource<external>) -> ()
    }) : (i1) -> !stream.resource<external>
    "util.return"(%6) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

