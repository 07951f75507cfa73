"builtin.module"() ({
  "util.func"() <{function_type = (i1, i1, !stream.resource<*>, !stream.resource<*>, !stream.resource<*>) -> !stream.resource<*>, sym_name = "SplatAlreadyAtSinkLocation", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: !stream.resource<*>, %arg3: !stream.resource<*>, %arg4: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 100 : index}> : () -> index
    %5 = "arith.constant"() <{value = 101 : index}> : () -> index
    %6 = "arith.constant"() <{value = 121 : i32}> : () -> i32
    %7 = "stream.async.splat"(%6, %4) : (i32, index) -> !stream.resource<*>
    %8 = "stream.async.splat"(%6, %5) : (i32, index) -> !stream.resource<*>
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %9 = "stream.async.dispatch"(%1, %2, %3, %7, %8, %4, %5, %0, %0, %4, %5, %4, %5, %4) <{entry_points = [@executable::@dispatch0], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "cf.br"(%9)[^bb3] : (!stream.resource<*>) -> ()
  ^bb2:  // pred: ^bb0
    %10 = "stream.async.dispatch"(%1, %2, %3, %7, %8, %4, %5, %0, %0, %4, %5, %4, %5, %4) <{entry_points = [@executable::@dispatch1], operandSegmentSizes = array<i32: 3, 2, 2, 2, 2, 2, 1>, tied_operands = [-1 : index]}> : (index, index, index, !stream.resource<*>, !stream.resource<*>, index, index, index, index, index, index, index, index, index) -> !stream.resource<*>
    "cf.br"(%10)[^bb3] : (!stream.resource<*>) -> ()
  ^bb3(%11: !stream.resource<*>):  // 2 preds: ^bb1, ^bb2
    "util.return"(%11) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

