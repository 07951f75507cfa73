"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "asyncParameterScatter", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 384 : index}> : () -> index
    %2 = "arith.constant"() <{value = 768 : index}> : () -> index
    %3 = "arith.constant"() <{value = 384 : index}> : () -> index
    %4 = "arith.constant"() <{value = 768 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1152 : index}> : () -> index
    %6 = "arith.constant"() <{value = 384 : index}> : () -> index
    %7 = "arith.constant"() <{value = 384 : index}> : () -> index
    %8 = "arith.constant"() <{value = 384 : index}> : () -> index
    %9 = "arith.constant"() <{value = 20480 : i64}> : () -> i64
    %10 = "arith.constant"() <{value = 21504 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 22528 : i64}> : () -> i64
    %12:2 = "stream.async.parameter.scatter"(%arg0, %arg1, %0, %1, %2, %3, %4, %5, %6, %7, %8, %arg2, %arg3, %arg4, %arg5, %9, %10, %11) <{operandSegmentSizes = array<i32: 1, 1, 3, 3, 3, 1, 3, 3, 0>}> : (!stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %13 = "stream.timepoint.await"(%12#0, %arg1, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%13) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

