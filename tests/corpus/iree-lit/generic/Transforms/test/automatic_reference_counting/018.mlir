"builtin.module"() ({
  "util.func"() <{function_type = (index, !util.buffer, !util.buffer) -> (), sym_name = "ignoreNonAllocaProducers", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: !util.buffer, %arg2: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1:2 = "stream.cmd.parameter.load"(%arg1, %arg2, %0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

