"builtin.module"() ({
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, is_mutable, sym_name = "global", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "nonUniformGlobal", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @global}> : () -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!stream.timepoint) -> (), sym_name = "globalSetter", sym_visibility = "public"}> ({
  ^bb0(%arg0: !stream.timepoint):
    "util.global.store"(%arg0) <{global = @global}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

