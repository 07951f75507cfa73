"builtin.module"() ({
  "util.func"() <{function_type = (index, i32) -> !stream.resource<*>, sym_name = "FlattenFullFillToSplat", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: index, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg0) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.fill"(%2, %arg0, %0, %arg0, %arg0, %arg1) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

