"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "asyncDispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "stream.async.dispatch"(%1, %2, %3, %arg0, %4, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 3, 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (index, index, index, !stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%5) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

