"builtin.module"() ({
  "util.func"() <{function_type = (i64, index, index, index, index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "AsyncParameterLoadSliceThenAwaitElision", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: !util.buffer, %arg6: !util.buffer):
    %0:2 = "stream.async.parameter.load"(%arg5, %arg6, %arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %1 = "stream.timepoint.await"(%0#0, %arg1, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    %2 = "stream.async.slice"(%1, %arg1, %arg2, %arg3, %arg4) : (!stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    %3 = "stream.timepoint.await"(%2, %arg4, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%3) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

