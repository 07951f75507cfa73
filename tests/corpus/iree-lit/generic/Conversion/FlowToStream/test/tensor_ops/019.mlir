"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (tensor<?x128xi8>, index) -> tensor<?x128xi8>, sym_name = "tensorTransfer", sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: tensor<?x128xi8>, %arg1: index):
    %0 = "flow.tensor.transfer"(%arg0, %arg1) <{target = #hal.device.affinity<@device>}> : (tensor<?x128xi8>, index) -> tensor<?x128xi8>
    "util.return"(%0) : (tensor<?x128xi8>) -> ()
  }) : () -> ()
}) : () -> ()

