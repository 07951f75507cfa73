"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> (), sym_name = "ElideUnusedParameterLoad", sym_visibility = "private"}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2:2 = "stream.async.parameter.load"(%arg0, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

