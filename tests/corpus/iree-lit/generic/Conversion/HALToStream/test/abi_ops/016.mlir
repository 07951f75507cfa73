"builtin.module"() ({
  "util.func"() <{function_type = (tensor<4xf32>, !hal.buffer_view) -> tensor<4xf32>, sym_name = "tensorTransientsBufferView", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: !hal.buffer_view):
    %0 = "hal.tensor.transients"(%arg0, %arg1) : (tensor<4xf32>, !hal.buffer_view) -> tensor<4xf32>
    "util.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

