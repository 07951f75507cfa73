"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "emplaceMultiResultDependentDispatchSequence", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 49152 : index}> : () -> index
    %2:2 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg2, %arg2) <{entry_points = [@ex::@dispatch0], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 2>, tied_operands = [-1 : index, -1 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> (!stream.resource<*>, !stream.resource<*>)
    %3 = "stream.async.dispatch"(%2#1, %arg2, %0, %arg2, %arg1, %arg2) <{entry_points = [@ex::@dispatch1], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %4 = "stream.async.update"(%3, %arg3, %0, %1, %2#0, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%4) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

