"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "context_resolve", sym_visibility = "private"}> ({
    %0 = "stream.context.resolve"() : () -> !hal.allocator
    %1:2 = "stream.context.resolve"() <{affinity = #hal.device.affinity<@device>}> : () -> (!hal.device, i64)
    %2:2 = "stream.context.resolve"() <{affinity = #hal.device.affinity<@device, [4, 5]>}> : () -> (!hal.device, i64)
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

