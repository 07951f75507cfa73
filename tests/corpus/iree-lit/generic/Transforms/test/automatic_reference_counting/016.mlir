"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "resource", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = (!stream.timepoint, index) -> (), sym_name = "ignoreGlobalStore", sym_visibility = "private"}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0:2 = "stream.resource.alloca"(%arg1, %arg0) : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    "util.global.store"(%0#0) <{global = @resource}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%0#1) <{global = @timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

