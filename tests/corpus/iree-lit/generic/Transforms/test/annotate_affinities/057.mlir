"builtin.module"() ({
  "util.func"() <{function_type = (tensor<128xi8>) -> tensor<128xi8>, sym_name = "pinning_overrides_invalid", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<128xi8>):
    %0 = "flow.tensor.barrier"(%arg0) <{target = #hal.device.promise<@device>}> : (tensor<128xi8>) -> tensor<128xi8>
    %1 = "flow.dispatch"(%0) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 0, 0>, tied_operands = [-1 : index]}> : (tensor<128xi8>) -> tensor<128xi8>
    "util.return"(%1) : (tensor<128xi8>) -> ()
  }) : () -> ()
}) : () -> ()

