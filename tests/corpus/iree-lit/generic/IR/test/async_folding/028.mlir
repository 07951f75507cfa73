"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "FoldAsyncCastChain", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "stream.async.cast"(%arg0, %arg1, %arg1) : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %1 = "stream.async.cast"(%0, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

