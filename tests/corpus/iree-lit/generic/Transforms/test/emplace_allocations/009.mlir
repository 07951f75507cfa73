"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "emplaceDependentDispatchSequence", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 49152 : index}> : () -> index
    %2 = "arith.constant"() <{value = 98304 : index}> : () -> index
    %3 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %4 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %5 = "util.optimization_barrier"(%4) : (!stream.resource<*>) -> !stream.resource<*>
    %6 = "stream.async.alloca"(%arg3) : (index) -> !stream.resource<*>
    %7 = "stream.async.update"(%6, %arg3, %0, %1, %3, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %8 = "stream.async.update"(%7, %arg3, %1, %2, %5, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%8) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

