"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, i64, i64, index, index, index, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer) -> (!stream.resource<transient>, !stream.resource<transient>), sym_name = "FoldAsyncParameterReadTargetSubviewMultipleReads", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: i64, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: !util.buffer, %arg13: !util.buffer, %arg14: !util.buffer):
    %0 = "stream.resource.subview"(%arg0, %arg1, %arg4, %arg5) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %1:2 = "stream.async.parameter.read"(%0, %arg5, %arg6, %arg7, %arg8, %arg12, %arg13, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %2:2 = "stream.async.parameter.read"(%0, %arg5, %arg9, %arg10, %arg11, %arg12, %arg14, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %3 = "stream.timepoint.await"(%1#0, %arg1, %1#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    %4 = "stream.timepoint.await"(%2#0, %arg1, %2#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%3, %4) : (!stream.resource<transient>, !stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

