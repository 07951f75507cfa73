"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, i64, i64, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "FoldAsyncParameterReadAwaitThenSubviewThenRead", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: i64, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: !util.buffer, %arg10: !util.buffer, %arg11: !util.buffer):
    %0:2 = "stream.async.parameter.read"(%arg0, %arg1, %arg4, %arg7, %arg8, %arg9, %arg10, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %1 = "stream.timepoint.await"(%0#0, %arg1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    %2 = "stream.resource.subview"(%1, %arg1, %arg4, %arg5) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %3:2 = "stream.async.parameter.read"(%2, %arg5, %arg6, %arg7, %arg8, %arg9, %arg11, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %arg1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%4) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

