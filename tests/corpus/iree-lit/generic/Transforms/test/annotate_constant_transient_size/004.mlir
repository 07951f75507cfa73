"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "non_constant", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>):
    "util.return"(%arg1) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @non_constant$transient_size}} : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> index, sym_name = "non_constant$transient_size", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 32 : index}> : () -> index
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "util.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

