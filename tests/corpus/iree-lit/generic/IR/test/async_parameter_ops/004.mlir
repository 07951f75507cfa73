"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "asyncParameterLoadWithAwait", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 200000000 : i64}> : () -> i64
    %1:2 = "stream.async.parameter.load"(%arg0, %arg2, %arg3, %0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!stream.timepoint, !util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %arg1, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%2) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

