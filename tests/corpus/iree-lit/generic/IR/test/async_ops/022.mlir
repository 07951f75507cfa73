"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "asyncDispatchNoInputs", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "stream.async.dispatch"(%0, %arg0) <{entry_points = [@executable::@dispatch], operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (index, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

