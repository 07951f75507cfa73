"builtin.module"() ({
  "util.func"() <{function_type = (i64, index, index, index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "FoldAsyncParameterLoadResultZeroOffsetSubview", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i64, %arg1: index, %arg2: index, %arg3: index, %arg4: !util.buffer, %arg5: !util.buffer):
    %0:2 = "stream.async.parameter.load"(%arg4, %arg5, %arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %1 = "stream.resource.subview"(%0#0, %arg1, %arg2, %arg3) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    %2 = "stream.timepoint.await"(%1, %arg3, %0#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%2) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

