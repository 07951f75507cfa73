"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "global", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "uniformGlobal", sym_visibility = "private", tied_operands = [-1 : index]}> ({
    %1 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "util.global.store"(%1) <{global = @global}> : (!stream.timepoint) -> ()
    %2 = "util.global.load"() <{global = @global}> : () -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "globalSetter", sym_visibility = "private"}> ({
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "util.global.store"(%0) <{global = @global}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

