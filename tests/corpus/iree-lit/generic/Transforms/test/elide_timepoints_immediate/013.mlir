"builtin.module"() ({
  "util.func"() <{function_type = () -> !stream.timepoint, sym_name = "branch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
    %0 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    "cf.br"(%0)[^bb1] : (!stream.timepoint) -> ()
  ^bb1(%1: !stream.timepoint):  // pred: ^bb0
    %2 = "stream.timepoint.join"(%1) : (!stream.timepoint) -> !stream.timepoint
    "util.return"(%2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

