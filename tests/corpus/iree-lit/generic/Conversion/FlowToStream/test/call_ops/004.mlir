"builtin.module"() ({
  "flow.func"() <{arg_attrs = [{arg.attr0}, {arg.attr1}], function_type = (tensor<4x?xi32>, i32) -> !util.buffer, res_attrs = [{}], sym_name = "externArg2Attrs", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
  "flow.func"() <{arg_attrs = [{}, {}], function_type = (!hal.device, i64) -> tensor<4x?xi32>, res_attrs = [{ret.attr}], sym_name = "externRet1Attrs", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  }) : () -> ()
}) : () -> ()

