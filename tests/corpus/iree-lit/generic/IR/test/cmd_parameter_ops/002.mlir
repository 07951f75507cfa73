"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !util.buffer, !util.buffer, !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint), sym_name = "parameterLoad", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 51 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 200 : index}> : () -> index
    %4:3 = "stream.cmd.parameter.load"(%arg1, %arg2, %arg3, %0, %1, %2, %3, %arg0) <{operandSegmentSizes = array<i32: 1, 2, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    "util.return"(%4#0, %4#1, %4#2) : (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

