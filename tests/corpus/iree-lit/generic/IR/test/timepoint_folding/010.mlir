"builtin.module"() ({
  "util.func"() <{function_type = (index) -> (!stream.resource<external>, !stream.timepoint), sym_name = "ElideImmediateBarrier", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: index):
    %0 = "stream.resource.alloc"(%arg0) <{uninitialized}> : (index) -> !stream.resource<external>
    %1:2 = "stream.timepoint.barrier"(%0, %arg0) : (!stream.resource<external>, index) -> (!stream.resource<external>, !stream.timepoint)
    "util.return"(%1#0, %1#1) : (!stream.resource<external>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

