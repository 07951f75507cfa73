"builtin.module"() ({
  "util.func"() <{function_type = (!stream.timepoint, index) -> !stream.resource<transient>, sym_name = "ConvertSplatConstantToSplatWithAwait", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.timepoint, %arg1: index):
    %0 = "stream.async.constant"(%arg0, %arg1) <{value = dense<5> : tensor<8xi32>}> : (!stream.timepoint, index) -> !stream.resource<transient>
    "util.return"(%0) : (!stream.resource<transient>) -> ()
  }) : () -> ()
}) : () -> ()

