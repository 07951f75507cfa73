"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.resource<external>, sym_name = "scfForLoopCarriedAwaitedValue", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 10 : index}> : () -> index
    %5:2 = "stream.test.timeline_op"(%arg0, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %3, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %7 = "scf.for"(%0, %4, %1, %6) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<external>):
      %8:2 = "stream.test.timeline_op"(%arg2, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%9) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    "util.return"(%7) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

