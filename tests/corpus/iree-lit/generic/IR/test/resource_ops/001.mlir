"builtin.module"() ({
  "util.func"() <{function_type = (index) -> !stream.resource<*>, sym_name = "resourceAlloc", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.resource.alloc"(%arg0) <{uninitialized}> : (index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

