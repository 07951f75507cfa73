"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> !stream.resource<*>, res_attrs = [{}], sym_name = "asyncExtern", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "asyncExternNarrowLifetimeCall", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.call"(%arg0, %arg1, %arg1, %0, %arg1, %arg1, %arg1) <{callee = @asyncExtern, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<external>, index, index, index, index, index, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

