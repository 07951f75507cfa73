"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, !util.buffer) -> !stream.resource<transient>, sym_name = "asyncParameterReadNoScope", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 1024 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 384 : index}> : () -> index
    %3 = "arith.constant"() <{value = 256 : index}> : () -> index
    %4:2 = "stream.async.parameter.read"(%arg0, %arg1, %1, %2, %3, %arg2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %arg1, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%5) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

