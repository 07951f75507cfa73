"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "parameterScatter", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: !util.buffer, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2048 : index}> : () -> index
    %6:2 = "stream.async.parameter.scatter"(%arg0, %5, %2, %3, %3, %4, %3, %3, %arg1, %arg2, %arg3, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 1, 2, 2, 0>}> : (!stream.resource<transient>, index, index, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer, i64, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %7 = "stream.timepoint.await"(%6#0, %5, %6#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%7) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

