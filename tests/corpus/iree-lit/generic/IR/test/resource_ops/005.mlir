"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> i1, sym_name = "resourceRelease", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "stream.resource.release"(%arg0, %arg1) : (!stream.resource<*>, index) -> i1
    "util.return"(%0) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

