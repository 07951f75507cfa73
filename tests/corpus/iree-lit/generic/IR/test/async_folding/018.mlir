"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "ElideInPlaceUpdateDispatch", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.dispatch"(%arg0, %arg1, %0, %arg1, %arg1, %arg1) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index) -> !stream.resource<*>
    %2 = "stream.async.update"(%arg0, %arg1, %0, %arg1, %1, %arg1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

