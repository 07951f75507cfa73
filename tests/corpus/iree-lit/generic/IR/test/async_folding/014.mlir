"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, !stream.resource<*>, index) -> !stream.resource<*>, sym_name = "DontFoldNonLocalAsyncUpdateOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: !stream.resource<*>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.update"(%arg0, %arg2, %0, %arg2, %arg1, %arg2) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

