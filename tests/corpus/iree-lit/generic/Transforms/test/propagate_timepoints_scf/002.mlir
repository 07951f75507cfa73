"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>) -> !stream.timepoint, sym_name = "scf_for_result_barrier", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %5 = "stream.timepoint.await"(%arg0, %3, %4) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %6 = "scf.for"(%0, %1, %2, %5) ({
    ^bb0(%arg1: index, %arg2: !stream.resource<external>):
      %8:2 = "stream.test.timeline_op"(%arg2, %3, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
      %9 = "stream.timepoint.await"(%8#0, %3, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
      "scf.yield"(%9) : (!stream.resource<external>) -> ()
    }) : (index, index, index, !stream.resource<external>) -> !stream.resource<external>
    %7:2 = "stream.timepoint.barrier"(%6, %3) : (!stream.resource<external>, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%7#1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

