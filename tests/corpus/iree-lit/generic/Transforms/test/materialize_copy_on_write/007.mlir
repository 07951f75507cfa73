"builtin.module"() ({
  "util.func"() <{function_type = () -> (), sym_name = "tiedDispatches", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 40 : index}> : () -> index
    %6 = "stream.async.splat"(%0, %5) : (i32, index) -> !stream.resource<*>
    %7 = "stream.async.splat"(%1, %4) : (i32, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%3, %3, %3, %6, %7, %5, %4, %2, %2, %5, %4, %5, %4, %5) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    %9 = "stream.async.dispatch"(%3, %3, %3, %8, %6, %5, %5, %2, %2, %5, %5, %5, %5, %5) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

