"builtin.module"() ({
  "util.global"() <{is_mutable, sym_name = "uniformConstants", sym_visibility = "public", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "foo", sym_visibility = "public"}> ({
    %1 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "util.global.store"(%1) <{global = @uniformConstants}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "bar", sym_visibility = "public"}> ({
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "util.global.store"(%0) <{global = @uniformConstants}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

