"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (tensor<?x128xi8>, index) -> tensor<?x128xi8>, sym_name = "tensorBarrierDispatch", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x128xi8>, %arg1: index):
    %0 = "flow.tensor.barrier"(%arg0, %arg1) <{target = #hal.device.affinity<@device>}> : (tensor<?x128xi8>, index) -> tensor<?x128xi8>
    %1 = "flow.dispatch"(%0, %arg1, %arg1) <{entry_points = [@ex::@entry], operandSegmentSizes = array<i32: 0, 1, 1, 1>, tied_operands = [-1 : index]}> : (tensor<?x128xi8>, index, index) -> tensor<?x128xi8>
    "util.return"(%1) : (tensor<?x128xi8>) -> ()
  }) : () -> ()
}) : () -> ()

