"builtin.module"() ({
  "flow.func"() <{arg_attrs = [{}, {}], function_type = (tensor<?x4xf32>, index) -> tensor<4x?xi32>, res_attrs = [{}], sym_name = "inplaceTypeChangeExtern", sym_visibility = "private", tied_operands = [0 : index]}> ({
  }) : () -> ()
  "util.func"() <{function_type = (tensor<?x4xf32>, index) -> tensor<4x?xi32>, sym_name = "inplaceTypeChangeCall", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "flow.call"(%arg0, %arg1, %arg1, %arg1) <{callee = @inplaceTypeChangeExtern, operandSegmentSizes = array<i32: 2, 1, 1>, tied_operands = [0 : index]}> : (tensor<?x4xf32>, index, index, index) -> tensor<4x?xi32>
    "util.return"(%1) : (tensor<4x?xi32>) -> ()
  }) : () -> ()
}) : () -> ()

