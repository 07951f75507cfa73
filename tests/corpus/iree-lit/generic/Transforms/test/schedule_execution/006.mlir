"builtin.module"() ({
  "util.func"() <{function_type = (i1) -> !stream.resource<transient>, sym_name = "partitionWithinBlocks", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1280 : index}> : () -> index
    %3 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %4 = "stream.async.splat"(%3, %2) : (i32, index) -> !stream.resource<transient>
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{entry_points = [@ex::@dispatch_0], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%5) : (!stream.resource<transient>) -> ()
  ^bb2:  // pred: ^bb0
    %6 = "stream.async.dispatch"(%1, %1, %1, %4, %2, %0, %2, %2, %2) <{entry_points = [@ex::@dispatch_1], operandSegmentSizes = array<i32: 3, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<transient>, index, index, index, index, index) -> !stream.resource<transient>
    "util.return"(%6) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

