"builtin.module"() ({
  "util.global"() <{sym_name = "device", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.func"() <{function_type = (!stream.channel, i32, !stream.resource<*>, index, index, index) -> !stream.resource<*>, sym_name = "asyncCollectiveBroadcast", sym_visibility = "private", tied_operands = [-1 : index]}> ({
  ^bb0(%arg0: !stream.channel, %arg1: i32, %arg2: !stream.resource<*>, %arg3: index, %arg4: index, %arg5: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.async.alloca"(%arg4) : (index) -> !stream.resource<*>
    %2 = "stream.async.collective"(%1, %arg4, %0, %arg4, %arg4, %arg2, %arg3, %0, %arg3, %arg3, %arg5, %arg0, %arg1) <{affinity = #hal.device.affinity<@device>, op = #stream.collective<broadcast : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel, i32) -> !stream.resource<*>
    "util.return"(%2) : (!stream.resource<*>) -> ()
  }) : () -> ()
}) : () -> ()

