"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "parameterWrite", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3:2 = "stream.async.parameter.write"(%arg0, %2, %1, %2, %2, %arg1, %arg2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%4) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

