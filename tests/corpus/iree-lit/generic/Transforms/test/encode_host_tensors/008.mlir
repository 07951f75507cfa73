"builtin.module"() ({
  "util.func"() <{function_type = (bf16, index, index) -> !stream.resource<*>, sym_name = "denseTensorSplatBF16", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: bf16, %arg1: index, %arg2: index):
    %0 = "stream.tensor.splat"(%arg0, %arg1, %arg2) <{result_encoding = tensor<?x1x10xbf16>}> : (bf16, index, index) -> !stream.resource<*>
    "util.return"(%0) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

