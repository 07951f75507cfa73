"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !util.buffer, !util.buffer) -> !stream.resource<external>, sym_name = "parameterWriteAwaitFoldsIntoConsumer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %3:2 = "stream.async.parameter.write"(%arg0, %2, %1, %2, %2, %arg1, %arg2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 0>}> : (!stream.resource<external>, index, index, index, index, !util.buffer, !util.buffer, i64) -> (!stream.resource<external>, !stream.timepoint)
    %4 = "stream.timepoint.await"(%3#0, %2, %3#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %5:2 = "stream.test.timeline_op"(%4, %2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, tied_operands = [-1 : index]}> : (!stream.resource<external>, index, index) -> (!stream.resource<external>, !stream.timepoint)
    %6 = "stream.timepoint.await"(%5#0, %2, %5#1) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    "util.return"(%6) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

