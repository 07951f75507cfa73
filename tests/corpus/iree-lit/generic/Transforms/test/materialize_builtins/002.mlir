"builtin.module"() ({
  "util.func"() <{function_type = (index, i64) -> !stream.resource<*>, sym_name = "builtinSplatI64", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i64):
    %0 = "stream.async.splat"(%arg1, %arg0) : (i64, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

