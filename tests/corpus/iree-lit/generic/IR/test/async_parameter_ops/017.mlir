"builtin.module"() ({
  "util.func"() <{function_type = (!util.buffer, !util.buffer) -> (), sym_name = "asyncParameterLoadLegalSubviewMetadata", sym_visibility = "private"}> ({
  ^bb0(%arg0: !util.buffer, %arg1: !util.buffer):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 100 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 50 : index}> : () -> index
    %4:2 = "stream.async.parameter.load"(%arg0, %arg1, %0, %1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!util.buffer, !util.buffer, i64, index) -> (!stream.resource<constant>, !stream.timepoint)
    %5 = "stream.resource.subview"(%4#0, %1, %2, %3) : (!stream.resource<constant>, index, index, index) -> !stream.resource<constant>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

