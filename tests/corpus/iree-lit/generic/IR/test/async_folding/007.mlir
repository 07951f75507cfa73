"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<*>, index) -> !stream.resource<*>, sym_name = "FoldAsyncSliceOp", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<*>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.slice"(%arg0, %arg1, %0, %arg1, %arg1) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
    "util.return"(%1) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

