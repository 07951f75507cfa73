"builtin.module"() ({
  "util.func"() <{function_type = (f32, index, index) -> !stream.resource<*>, sym_name = "tensorSplat", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: f32, %arg1: index, %arg2: index):
    %0 = "stream.tensor.splat"(%arg0, %arg1, %arg2) <{result_encoding = tensor<?x1x10xf32>}> : (f32, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

