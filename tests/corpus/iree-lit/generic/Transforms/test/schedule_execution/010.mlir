"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.resource<transient>, sym_name = "deviceHostDeviceCrossing", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %4 = "stream.async.splat"(%3, %2) : (i32, index) -> !stream.resource<transient>
    %5 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %6 = "stream.async.dispatch"(%1, %1, %1, %5, %2, %0, %2, %2, %2) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    %7 = "arith.select"(%arg0, %5, %6) : (i1, !stream.resource<transient>, !stream.resource<transient>) -> !stream.resource<transient>
    %8 = "stream.async.dispatch"(%1, %1, %1, %5, %7, %2, %2, %0, %0, %2, %2, %2, %2, %2) <{entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%8) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

