"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !stream.resource<external>, sym_name = "unpinned_transfer", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "stream.async.transfer"(%arg0, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    "util.return"(%0) : (!stream.resource<external>) -> ()
  }) : () -> ()
}) : () -> ()

