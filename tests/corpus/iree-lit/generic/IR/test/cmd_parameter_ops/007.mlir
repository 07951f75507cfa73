"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.resource<transient>, !util.buffer, !util.buffer) -> !stream.timepoint, sym_name = "parameterGatherNoScope", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.resource<transient>, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 51 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 101 : index}> : () -> index
    %4 = "arith.constant"() <{value = 200 : index}> : () -> index
    %5 = "arith.constant"() <{value = 201 : index}> : () -> index
    %6 = "arith.constant"() <{value = 300 : index}> : () -> index
    %7 = "stream.cmd.parameter.gather"(%arg2, %arg3, %0, %1, %arg1, %6, %2, %3, %4, %5, %arg0) <{operandSegmentSizes = array<i32: 0, 2, 2, 1, 1, 2, 2, 1>}> : (!util.buffer, !util.buffer, i64, i64, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    "util.return"(%7) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

