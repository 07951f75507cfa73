"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>, sym_name = "SinkSubviewsAcrossAwaits", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.timepoint):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "stream.resource.subview"(%arg0, %arg1, %0, %1) : (!stream.resource<*>, index, index, index) -> !stream.resource<*>
    %3 = "stream.timepoint.await"(%2, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<*>, index, !stream.timepoint) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

