"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "no_return", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>):
    "util.return"(%arg1) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @no_return$transient_size}} : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> (), sym_name = "no_return$transient_size", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<*>):
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

