"builtin.module"() ({
  "flow.func"() <{arg_attrs = [{}, {}], function_type = (tensor<?xf32>, index) -> tensor<?xf32>, res_attrs = [{}], sym_name = "inplaceExtern", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?xf32>, index) -> tensor<?xf32>, sym_name = "inplaceCall", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "flow.call"(%arg0, %arg1, %arg1, %arg1) <{callee = @inplaceExtern, operandSegmentSizes = array<i32: 2, 1, 1>, tied_operands = [0 : index]}> : (tensor<?xf32>, index, index, index) -> tensor<?xf32>
    "util.return"(%1) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

