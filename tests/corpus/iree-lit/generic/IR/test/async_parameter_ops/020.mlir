"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> !stream.resource<constant>, sym_name = "asyncParameterLoadLegalAwaitSubviewSlice", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 70 : index}> : () -> index
    %4 = "arith.constant"() <{value = 50 : index}> : () -> index
    %5 = "arith.constant"() <{value = 10 : index}> : () -> index
    %6 = "arith.constant"() <{value = 40 : index}> : () -> index
    %7 = "arith.constant"() <{value = 30 : index}> : () -> index
    %8:2 = "stream.async.parameter.load"(%arg0, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %9 = "stream.timepoint.await"(%8#0, %1, %8#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    %10 = "stream.resource.subview"(%9, %1, %2, %4) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    %11 = "stream.async.slice"(%10, %4, %5, %6, %7) : (!stream.resource<constant>, index, index, index, index) -> !stream.resource<constant>
    "util.return"(%11) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

