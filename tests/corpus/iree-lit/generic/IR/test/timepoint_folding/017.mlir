"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.resource<*>, sym_name = "materializeResource0", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "materializeResource1", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.timepoint) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "GroupAwaitsByTimepointUnsafe", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "arith.constant"() <{value = 101 : index}> : () -> index
    %2 = "util.call"() <{callee = @materializeResource0, tied_operands = [-1 : index]}> : () -> !stream.resource<*>
    %3 = "stream.timepoint.await"(%2, %0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    %4 = "util.call"(%3) <{callee = @materializeResource1, tied_operands = [-1 : index]}> : (!stream.resource<*>) -> !stream.resource<*>
    %5 = "stream.timepoint.await"(%4, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    "util.return"(%3, %5) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

