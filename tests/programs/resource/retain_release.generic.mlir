"builtin.module"() ({
  "util.func"() <{function_type = () -> (i1, i1), sym_name = "main", sym_visibility = "public", tied_operands = [-1 : index, -1 : index]}> ({
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "stream.resource.alloc"(%0) <{uninitialized}> : (index) -> !stream.resource<transient>
    "stream.resource.retain"(%1, %0) : (!stream.resource<transient>, index) -> ()
    %2 = "stream.resource.is_terminal"(%1, %0) : (!stream.resource<transient>, index) -> i1
    %3 = "stream.resource.release"(%1, %0) : (!stream.resource<transient>, index) -> i1
    "util.return"(%2, %3) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

