"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> !stream.resource<*>, sym_name = "SinkSplatsToConsumers", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: !stream.resource<*>, %arg3: !stream.resource<*>, %arg4: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %6 = "stream.async.splat"(%5, %4) : (i32, index) -> !stream.resource<*>
    "cf.cond_br"(%arg0, %arg4)[^bb1, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, !stream.resource<*>) -> ()
  ^bb1:  // pred: ^bb0
    "cf.cond_br"(%arg1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %7 = "stream.async.dispatch"(%1, %2, %3, %6, %4, %0, %4, %4, %4) <{entry_points = [@executable::@dispatch0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "cf.br"(%7)[^bb4] : (!stream.resource<*>) -> ()
  ^bb3:  // pred: ^bb1
    %8 = "stream.async.dispatch"(%1, %2, %3, %6, %4, %0, %4, %4, %4) <{entry_points = [@executable::@dispatch1], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    "cf.br"(%8)[^bb4] : (!stream.resource<*>) -> ()
  ^bb4(%9: !stream.resource<*>):  // 3 preds: ^bb0, ^bb2, ^bb3
    "util.return"(%9) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

