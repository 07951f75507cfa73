"builtin.module"() ({
  "util.func"() <{function_type = (!stream.resource<external>, index, index) -> f32, sym_name = "FoldAsyncCloneIntoLoad", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<external>, %arg1: index, %arg2: index):
    %0 = "stream.async.clone"(%arg0, %arg1, %arg1) : (!stream.resource<external>, index, index) -> !stream.resource<*>
    %1 = "stream.async.transfer"(%0, %arg1, %arg1) : (!stream.resource<*>, index, index) -> !stream.resource<staging>
    %2 = "stream.async.load"(%1, %arg1, %arg2) : (!stream.resource<staging>, index, index) -> f32
    "util.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

