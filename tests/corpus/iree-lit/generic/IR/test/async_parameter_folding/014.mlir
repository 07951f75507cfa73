"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> (!stream.resource<constant>, !stream.timepoint), sym_name = "ElideImmediateAsyncParameterLoadWait", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %3:2 = "stream.async.parameter.load"(%2, %arg0, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!stream.timepoint, !util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"(%3#0, %3#1) : (!stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

