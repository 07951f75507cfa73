"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "FoldAsyncParameterLoadResultSubview", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 50 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 500 : index}> : () -> index
    %2 = "arith.constant"() <{value = 100 : index}> : () -> index
    %3 = "arith.constant"() <{value = 200 : index}> : () -> index
    %4:2 = "stream.async.parameter.load"(%arg1, %arg2, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %5 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "stream.resource.subview"(%4#0, %1, %5, %3) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    %7 = "stream.timepoint.await"(%6, %3, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.return"(%7) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

