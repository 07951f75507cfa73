"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "multi_value", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>):
    "util.return"(%arg1) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @multi_value$transient_size}} : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> (index, index), sym_name = "multi_value$transient_size", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 128 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    "util.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

