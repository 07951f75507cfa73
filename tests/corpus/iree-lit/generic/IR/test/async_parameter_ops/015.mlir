"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "asyncParameterScatterNoScope", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 640 : index}> : () -> index
    %2 = "arith.constant"() <{value = 640 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1152 : index}> : () -> index
    %4 = "arith.constant"() <{value = 512 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 24576 : i64}> : () -> i64
    %7 = "arith.constant"() <{value = 25600 : i64}> : () -> i64
    %8:2 = "stream.async.parameter.scatter"(%arg0, %arg1, %0, %1, %2, %3, %4, %5, %arg2, %arg3, %6, %7) <{operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 0, 2, 2, 0>}> : (!stream.resource<transient>, index, index, index, index, index, index, index, !util.buffer, !util.buffer, i64, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %9 = "stream.timepoint.await"(%8#0, %arg1, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%9) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

