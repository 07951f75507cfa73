"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> (!stream.resource<*>, !stream.resource<*>), sym_name = "SinkSplatsToCommonAncestorOfConsumersInRegions", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 789 : i32}> : () -> i32
    %8 = "stream.async.splat"(%5, %4) : (i32, index) -> !stream.resource<*>
    %9 = "stream.async.splat"(%6, %4) : (i32, index) -> !stream.resource<*>
    %10 = "stream.async.splat"(%7, %4) : (i32, index) -> !stream.resource<*>
    %11 = "stream.async.dispatch"(%1, %2, %3, %10, %4, %0, %4, %4, %4) <{entry_points = [@executable::@dispatch2], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %12 = "scf.if"(%arg0) ({
      %14 = "stream.async.dispatch"(%1, %2, %3, %8, %9, %4, %4, %0, %0, %4, %4, %4, %4, %4) <{entry_points = [@executable::@dispatch0], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%14) : (!stream.resource<*>) -> ()
    }, {
      %13 = "stream.async.dispatch"(%1, %2, %3, %8, %9, %4, %4, %0, %0, %4, %4, %4, %4, %4) <{entry_points = [@executable::@dispatch1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
      "scf.yield"(%13) : (!stream.resource<*>) -> ()
    }) : (i1) -> !stream.resource<*>
    "util.return"(%12, %11) : (!stream.resource<*>, !stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

