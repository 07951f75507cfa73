"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "materializeResource", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<*>, i1) -> !stream.resource<*>, sym_name = "DontGroupAwaitsByTimepointAcrossBlocks", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<*>, %arg2: i1):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 101 : index}> : () -> index
    %2 = "stream.timepoint.await"(%arg1, %0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "util.return"(%2) : (!stream.resource<*>) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "util.call"() <{callee = @materializeResource, tied_operands = [-1 : index]}> : () -> !stream.resource<*>
    %4 = "stream.timepoint.await"(%3, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

