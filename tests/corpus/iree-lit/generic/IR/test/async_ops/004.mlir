"builtin.module"() ({
  "util.func"() <{function_type = (index, i32) -> !stream.resource<*>, sym_name = "asyncSplat", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "stream.async.splat"(%arg1, %arg0) : (i32, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

