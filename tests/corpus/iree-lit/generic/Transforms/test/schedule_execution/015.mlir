"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, !stream.timepoint, index) -> !stream.resource<transient>, sym_name = "partitionMultipleAwaits", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: !stream.timepoint, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %3 = "stream.async.splat"(%arg0, %1, %arg2) : (!stream.timepoint, i32, index) -> !stream.resource<transient>
    %4 = "stream.async.splat"(%arg1, %2, %arg2) : (!stream.timepoint, i32, index) -> !stream.resource<transient>
    %5 = "stream.async.dispatch"(%3, %4, %arg2, %arg2, %0, %0, %arg2, %arg2, %arg2, %arg2, %arg2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%5) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

