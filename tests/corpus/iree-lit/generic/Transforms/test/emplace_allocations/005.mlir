"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "emplaceMultiResultDispatchSequence", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 49152 : index}> : () -> index
    %2 = "arith.constant"() <{value = 98304 : index}> : () -> index
    %3 = "arith.constant"() <{value = 147456 : index}> : () -> index
    %4 = "arith.constant"() <{value = 196608 : index}> : () -> index
    %5 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %6:2 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2, %arg1) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %7 = "stream.async.dispatch"(%6#1, %arg1, %0, %arg1, %arg1, %arg2) <{entry_points = [@ex::@dispatch2], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %8 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2) <{entry_points = [@ex::@dispatch3], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %9 = "stream.async.alloca"(%arg3) : (index) -> !stream.resource<*>
    %10 = "stream.async.update"(%9, %arg3, %0, %1, %5, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %11 = "stream.async.update"(%10, %arg3, %1, %2, %6#0, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %12 = "stream.async.update"(%11, %arg3, %2, %3, %7, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    %13 = "stream.async.update"(%12, %arg3, %3, %4, %8, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%13) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

