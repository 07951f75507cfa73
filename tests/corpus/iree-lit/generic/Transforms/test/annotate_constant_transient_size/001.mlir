"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> (!stream.resource<*>, index), sym_name = "no_transients", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    "util.return"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
  }) : () -> ()
}) : () -> ()

