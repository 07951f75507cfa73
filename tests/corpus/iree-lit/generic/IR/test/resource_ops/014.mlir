"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, !stream.resource<transient>, index) -> (!stream.resource<*>, !stream.timepoint), sym_name = "resourceTransients", sym_visibility = "private", tied_operands = [-1 : index, -1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: !stream.resource<transient>, %arg3: index):
    %0:2 = "stream.resource.transients"(%arg0, %arg1, %arg2, %arg3) : (!stream.resource<*>, index, !stream.resource<transient>, index) -> (!stream.resource<*>, !stream.timepoint)
    "util.return"(%0#0, %0#1) : (!stream.resource<*>, !stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

