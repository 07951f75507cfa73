"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "asyncParameterGather", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer, %arg5: !util.buffer):
    %0 = "arith.constant"() <{value = 512 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1536 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 3072 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 256 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 128 : index}> : () -> index
    %7 = "arith.constant"() <{value = 512 : index}> : () -> index
    %8 = "arith.constant"() <{value = 704 : index}> : () -> index
    %9 = "arith.constant"() <{value = 128 : index}> : () -> index
    %10 = "arith.constant"() <{value = 256 : index}> : () -> index
    %11 = "arith.constant"() <{value = 192 : index}> : () -> index
    %12:2 = "stream.async.parameter.gather"(%arg2, %arg3, %arg4, %arg5, %0, %1, %2, %arg0, %arg1, %3, %4, %5, %6, %7, %8, %9, %10, %11) <{operandSegmentSizes = array<i32: 1, 3, 3, 1, 1, 3, 3, 3, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index) -> (!stream.resource<transient>, !stream.timepoint)
    %13 = "stream.timepoint.await"(%12#0, %arg1, %12#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%13) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

