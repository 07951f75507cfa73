"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<staging>) -> !stream.resource<staging>, sym_name = "ElideImmediateHostAwaits", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<staging>):
    %0 = "arith.constant"() <{value = 100 : index}> : () -> index
    %1 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %2 = "stream.timepoint.await"(%arg0, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
    "util.return"(%2) : (!stream.resource<staging>) -> ()
  }) : () -> ()
}) : () -> ()

