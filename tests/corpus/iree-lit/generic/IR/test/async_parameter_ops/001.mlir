"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "asyncParameterLoad", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 128 : i64}> : () -> i64
    %1:2 = "stream.async.parameter.load"(%arg1, %arg2, %0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %2 = "stream.timepoint.await"(%1#0, %arg0, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%2) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

