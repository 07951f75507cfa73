"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (index, index) -> (), sym_name = "channel_create", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "stream.channel.create"(%arg0, %arg1) <{affinity = #hal.device.affinity<@device>, operandSegmentSizes = array<i32: 0, 1, 1>}> : (index, index) -> !stream.channel
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

