"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "FoldLocalAsyncUpdateOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 123 : i32}> : () -> i32
    %2 = "stream.async.splat"(%1, %arg1) : (i32, index) -> !stream.resource<*>
    %3 = "stream.async.update"(%2, %arg1, %0, %arg1, %arg0, %arg1) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%3) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

