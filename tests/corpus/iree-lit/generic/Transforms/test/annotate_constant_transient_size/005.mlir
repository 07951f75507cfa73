"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "symbol_not_found", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    "util.return"(%arg0) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @missing_func}} : () -> ()
}) : () -> ()

