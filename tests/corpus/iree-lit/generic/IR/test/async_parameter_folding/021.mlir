"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, i64, index, index, index, index, index, index, index, !util.buffer, !util.buffer) -> !stream.resource<transient>, sym_name = "FoldAsyncParameterReadTargetNestedSubviews", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: !util.buffer, %arg11: !util.buffer):
    %0 = "stream.resource.subview"(%arg0, %arg1, %arg3, %arg4) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %1 = "stream.resource.subview"(%0, %arg4, %arg5, %arg6) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %2:2 = "stream.async.parameter.read"(%1, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %3 = "stream.timepoint.await"(%2#0, %arg4, %2#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    "util.return"(%3) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

