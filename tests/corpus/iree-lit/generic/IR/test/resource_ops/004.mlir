"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> (), sym_name = "resourceRetain", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    "stream.resource.retain"(%arg0, %arg1) : (!stream.resource<*>, index) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

