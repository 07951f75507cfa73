"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !util.buffer) -> (!stream.resource<constant>, !stream.timepoint), sym_name = "parameterLoadNoScope", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2:2 = "stream.cmd.parameter.load"(%arg1, %0, %1, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, i64, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"(%2#0, %2#1) : (!stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

