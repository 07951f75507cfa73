"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "FoldAsyncParameterLoadResultSlice", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 60 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 600 : index}> : () -> index
    %2 = "arith.constant"() <{value = 110 : index}> : () -> index
    %3 = "arith.constant"() <{value = 310 : index}> : () -> index
    %4 = "arith.constant"() <{value = 210 : index}> : () -> index
    %5:2 = "stream.async.parameter.load"(%arg1, %arg2, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %1, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    %7 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "arith.addi"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %9 = "stream.async.slice"(%6, %1, %7, %8, %4) : (!stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    %10 = "stream.timepoint.await"(%9, %4, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%10) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

