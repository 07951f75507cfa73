"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<constant>, index) -> !stream.resource<constant>, sym_name = "asyncTransferAffinities", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<constant>, %arg1: index):
    %0 = "stream.async.transfer"(%arg0, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device, [0]>, target_affinity = #hal.device.affinity<@device, [1]>}> : (!stream.resource<constant>, index, index) -> !stream.resource<constant>
    "util.return"(%0) : (!stream.resource<constant>) -> ()
  }) : () -> ()
}) : () -> ()

