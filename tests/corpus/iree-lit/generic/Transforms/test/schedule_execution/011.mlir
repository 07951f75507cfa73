"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [{}, {}], function_type = (!stream.resource<*>, index) -> !stream.resource<*>, res_attrs = [{}], sym_name = "inplaceExtern", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>, index, index) -> (!stream.resource<*>, index), sym_name = "inplaceCall", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.call"(%arg0, %arg2, %arg1, %0, %arg1, %arg1, %arg1) <{callee = @inplaceExtern, operandSegmentSizes = array<i32: 2, 1, 1, 1, 1, 1>, tied_operands = [0 : index]}> : (!stream.resource<*>, index, index, index, index, index, index) -> !stream.resource<*>
    "util.return"(%1, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

