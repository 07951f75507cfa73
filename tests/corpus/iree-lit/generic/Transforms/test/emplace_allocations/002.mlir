"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>, sym_name = "dontEmplaceTiedDispatch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index, %arg3: index, %arg4: !stream.resource<*>, %arg5: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@dispatch], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %3 = "stream.async.update"(%arg4, %arg5, %arg2, %1, %2, %arg1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

