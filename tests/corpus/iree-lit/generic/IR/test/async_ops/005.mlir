"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index, i32) -> !stream.resource<*>, sym_name = "asyncSplatWithAwait", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index, %arg2: i32):
    %0 = "stream.async.splat"(%arg0, %arg2, %arg1) : (!stream.timepoint, i32, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

