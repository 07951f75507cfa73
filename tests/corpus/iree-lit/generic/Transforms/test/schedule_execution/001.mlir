"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<external>) -> !stream.resource<external>, sym_name = "partitioning", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<external>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 20 : index}> : () -> index
    %3 = "arith.constant"() <{value = 80 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1280 : index}> : () -> index
    %5 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %6 = "stream.async.splat"(%5, %4) : (i32, index) -> !stream.resource<transient>
    %7 = "stream.async.dispatch"(%1, %1, %1, %6, %arg1, %4, %3, %0, %0, %4, %3, %4, %3, %4) <{entry_points = [@ex::@dispatch_0], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %8 = "stream.async.splat"(%5, %2) : (i32, index) -> !stream.resource<transient>
    %9 = "stream.async.dispatch"(%1, %1, %1, %arg0, %8, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{entry_points = [@ex::@dispatch_1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [1 : index]}> : (index, index, index, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    %10 = "stream.async.dispatch"(%1, %1, %1, %7, %9, %4, %2, %0, %0, %4, %2, %4, %2, %2) <{entry_points = [@ex::@dispatch_2], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<external>
    "util.return"(%10) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

