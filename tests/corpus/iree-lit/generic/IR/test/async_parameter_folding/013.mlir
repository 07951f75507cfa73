"builtin.module"() ({
  "util.func"() <{function_type = (index, index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "FoldAsyncParameterLoadResultSliceDynamicBoth", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: !util.buffer, %arg3: !util.buffer):
    %0 = "arith.constant"() <{value = 250 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 1000 : index}> : () -> index
    %2 = "arith.subi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3:2 = "stream.async.parameter.load"(%arg2, %arg3, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %1, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    %5 = "stream.async.slice"(%4, %1, %arg0, %arg1, %2) : (!stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    %6 = "stream.timepoint.await"(%5, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%6) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

