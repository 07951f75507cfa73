"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>) -> !stream.resource<*>, sym_name = "wrong_type", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg1: !stream.resource<*>):
    "util.return"(%arg1) : (!stream.resource<*>) -> ()
  }) {iree.reflection = {iree.abi.transients.size = @wrong_type$transient_size}} : () -> ()
  "util.func"() <{function_type = (!stream.resource<*>) -> i64, sym_name = "wrong_type$transient_size", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>):
    %0 = "arith.constant"() <{value = 1024 : i64}> : () -> i64
    "util.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

