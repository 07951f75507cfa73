"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index, index, index, index, !util.buffer, !util.buffer, !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint), sym_name = "FoldParameterLoadTargetSubview", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !util.buffer, %arg6: !util.buffer, %arg7: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 51 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 200 : index}> : () -> index
    %4:3 = "stream.cmd.parameter.load"(%arg5, %arg6, %arg7, %0, %1, %2, %3, %arg0) <{operandSegmentSizes = array<i32: 1, 2, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %5 = "stream.resource.subview"(%4#0, %2, %arg1, %arg2) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    %6 = "stream.resource.subview"(%4#1, %3, %arg3, %arg4) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    "util.return"(%5, %6, %4#2) : (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

