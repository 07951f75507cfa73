"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> (!stream.resource<constant>, !stream.resource<constant>), sym_name = "FoldAsyncParameterLoadResultSubviewMultipleAwaits", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 50 : index}> : () -> index
    %3 = "arith.constant"() <{value = 10 : index}> : () -> index
    %4:2 = "stream.async.parameter.load"(%arg0, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %5 = "stream.timepoint.await"(%4#0, %1, %4#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    %6 = "stream.resource.subview"(%5, %1, %3, %2) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    "util.return"(%5, %6) : (!stream.resource<constant>, !stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

