"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>, sym_name = "emplaceDispatch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.resource<*>, %arg5: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 456 : i32}> : () -> i32
    %3 = "stream.async.dispatch"(%0, %1, %arg0, %2, %arg1, %0, %arg1, %arg1, %arg3) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 1, 3, 1, 1, 1, 1, 1>, tied_operands = [-1 : index]}> : (index, i32, !stream.resource<*>, i32, index, index, index, index, index) -> !stream.resource<*>
    %4 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5 = "stream.async.update"(%arg4, %arg5, %arg2, %4, %3, %arg3) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

