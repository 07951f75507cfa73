"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> (), sym_name = "explicitIndeterminateAlloca", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) <{indeterminate_lifetime}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

