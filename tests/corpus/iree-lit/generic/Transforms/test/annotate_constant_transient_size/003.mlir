"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "already_annotated", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>):
    "util.return"(%arg1) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @already_annotated$transient_size, iree.abi.transients.size.constant = 2048 : index}} : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> index, sym_name = "already_annotated$transient_size", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 1024 : index}> : () -> index
    "util.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

