"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer, !util.buffer, !util.buffer) -> (!stream.resource<transient>, !stream.timepoint), sym_name = "ElideImmediateAsyncParameterGatherWait", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer, %arg4: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 10 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 100 : index}> : () -> index
    %4 = "arith.constant"() <{value = 200 : index}> : () -> index
    %5 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %6:2 = "stream.async.parameter.gather"(%arg2, %arg3, %arg4, %0, %1, %arg0, %arg1, %2, %3, %3, %4, %3, %3, %5) <{operandSegmentSizes = array<i32: 1, 2, 2, 1, 1, 2, 2, 2, 1>}> : (!util.buffer, !util.buffer, !util.buffer, i64, i64, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    "util.return"(%6#0, %6#1) : (!stream.resource<transient>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

