"builtin.module"() ({
  "util.func"() <{function_type = (tensor<5x24x48xi8>) -> tensor<30x2x192xi4>, sym_name = "tensorBitCastWithSingleUse", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<5x24x48xi8>):
    %0 = "flow.tensor.bitcast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<5x24x48xi8>) -> tensor<30x2x192xi4>
    %1 = "flow.tensor.clone"(%0) : (tensor<30x2x192xi4>) -> tensor<30x2x192xi4>
    "util.return"(%1) : (tensor<30x2x192xi4>) -> ()
  }) : () -> ()
}) : () -> ()

