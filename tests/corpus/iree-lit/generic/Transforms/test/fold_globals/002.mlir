"builtin.module"() ({
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, sym_name = "immutable", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "foo", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "util.global.load"() <{global = @immutable}> : () -> !stream.timepoint
    "util.return"(%0) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

