"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint) -> !stream.timepoint, sym_name = "branch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint):
    "cf.br"(%arg0)[^bb1] : (!stream.timepoint) -> ()
  ^bb1(%0: !stream.timepoint):  // pred: ^bb0
    %1 = "stream.timepoint.join"(%arg0, %0) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) : () -> ()

