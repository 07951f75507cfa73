"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index, i32) -> !stream.resource<*>, sym_name = "ElideRedundantFill", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.splat"(%arg2, %arg1) : (i32, index) -> !stream.resource<*>
    %2 = "stream.async.fill"(%1, %arg1, %0, %arg1, %arg1, %arg2) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

