"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, !stream.resource<transient>) -> (), sym_name = "br", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: !stream.resource<transient>):
    "cf.br"(%arg0, %arg1)[^bb1] : (!stream.resource<external>, !stream.resource<transient>) -> ()
  ^bb1(%0: !stream.resource<external>, %1: !stream.resource<transient>):  // pred: ^bb0
    %2 = "util.optimization_barrier"(%0) : (!stream.resource<external>) -> !stream.resource<external>
    %3 = "util.optimization_barrier"(%1) : (!stream.resource<transient>) -> !stream.resource<transient>
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

