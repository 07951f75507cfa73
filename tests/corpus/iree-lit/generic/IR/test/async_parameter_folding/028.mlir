"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<transient>, index, i64, index, index, index, i64, index, index, index, index, index, !util.buffer, !util.buffer, !util.buffer) -> (!stream.resource<constant>, !stream.resource<transient>), sym_name = "MultipleAsyncParameterFoldsInFunction", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index, %arg2: i64, %arg3: index, %arg4: index, %arg5: index, %arg6: i64, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: !util.buffer, %arg13: !util.buffer, %arg14: !util.buffer):
    %0:2 = "stream.async.parameter.load"(%arg12, %arg13, %arg2, %arg3) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %1 = "stream.resource.subview"(%0#0, %arg3, %arg4, %arg5) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    %2 = "stream.resource.subview"(%arg0, %arg1, %arg7, %arg8) : (!stream.resource<transient>, index, index, index) -> !stream.resource<transient>
    %3:2 = "stream.async.parameter.read"(%2, %arg8, %arg9, %arg10, %arg11, %arg12, %arg14, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<transient>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %arg1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.resource<transient>
    %5 = "stream.timepoint.await"(%1, %arg5, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%5, %4) : (!stream.resource<constant>, !stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

