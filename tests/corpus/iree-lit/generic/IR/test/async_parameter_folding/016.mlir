"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer, !util.buffer) -> (!stream.resource<transient>, !stream.timepoint), sym_name = "ElideImmediateAsyncParameterWriteWait", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %4:2 = "stream.async.parameter.write"(%arg0, %arg1, %1, %2, %2, %arg2, %arg3, %0, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    "util.return"(%4#0, %4#1) : (!stream.resource<transient>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

