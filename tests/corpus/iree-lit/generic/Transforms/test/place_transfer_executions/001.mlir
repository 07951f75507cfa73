"builtin.module"() ({
  "util.global"() <{sym_name = "device_a", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "device_b", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.resource<transient>, index) -> !hal.buffer_view, sym_name = "pinned_transfer", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.resource<transient>, %arg1: index):
    %0 = "stream.async.transfer"(%arg0, %arg1, %arg1) <{source_affinity = #hal.device.affinity<@device_b>, target_affinity = #hal.device.affinity<@device_a>}> : (!stream.resource<transient>, index, index) -> !stream.resource<external>
    %1 = "stream.tensor.export"(%0, %arg1, %arg1) <{affinity = #hal.device.affinity<@device_a>, source_encoding = tensor<?xi8>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    "util.return"(%1) : (!hal.buffer_view) -> ()
  }) : () -> ()
}) : () -> ()

