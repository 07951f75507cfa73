"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index) -> !stream.resource<external>, sym_name = "FoldAsyncCastSameType", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index):
    %0 = "stream.async.cast"(%arg0, %arg1, %arg1) : (!stream.resource<external>, index, index) -> !stream.resource<external>
    "util.return"(%0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

