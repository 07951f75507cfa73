"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.resource<external>, sym_name = "PreserveTransferExecutionAffinity", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "stream.async.transfer"(%arg0, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<transient>, index, index) -> !stream.resource<staging>
    %1 = "stream.async.transfer"(%0, %arg1, %arg1) <{execution_affinity = #hal.device.affinity<@device_a>, source_affinity = #hal.device.affinity<@device_a>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<staging>, index, index) -> !stream.resource<external>
    "util.return"(%1) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

